// Live: the live class schedule. Its page loads through app/route-modules.ts. The home row "Live
// Schedule for Today" comes from the page's own chunk, loaded when the row is shown: one chunk for both
// keeps the first script's list of chunks to preload short (each chunk adds its name to it).
export const loadLiveTodayRow = () => import('./routes/LiveClassPage').then((page) => page.LiveTodayRow);
