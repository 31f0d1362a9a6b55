// Live: the live class schedule. Its page loads through app/route-modules.ts; the home row
// "Live Schedule for Today" loads lazily, so none of the schedule's code reaches the home page's chunk.
import { lazy } from 'react';

export const LiveTodayRow = lazy(() => import('./home/LiveTodayRow'));
