import weekPlan from '../../i18n/locales/en/week-plan.json';
import { useLazyTranslation } from '../../lib/lazy-texts';

/** The week plan's texts: a namespace added when one of its parts first renders. */
export const WEEK_PLAN_NS = 'week-plan';

export function useWeekPlanTranslation() {
  return useLazyTranslation(WEEK_PLAN_NS, weekPlan);
}
