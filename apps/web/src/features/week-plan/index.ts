// Week plan: My Week. Its page loads through app/route-modules.ts; class pages use AddToMyWeek, the
// player the day's queue (useTodaysQueue), My Account the calendar and reminder settings, and the home
// row "My Week Plan" comes from the page's own chunk, loaded when the row is shown.

export { AddToMyWeek } from './AddToMyWeek';
export { WeekPlanAccountSection } from './account/WeekPlanAccountSection';
export { useTodaysQueue } from './use-todays-queue';
export const loadMyWeekRow = () => import('./routes/MyWeekPage').then((page) => page.MyWeekRow);
