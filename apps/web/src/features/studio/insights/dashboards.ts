import ClassesDashboard from './classes/ClassesDashboard';
import type { InsightsDashboard } from './dashboard';
import MembersDashboard from './members/MembersDashboard';
import MoneyDashboard from './money/MoneyDashboard';
import PagesDashboard from './pages/PagesDashboard';
import SearchDashboard from './search/SearchDashboard';

/**
 * The Insights page's tabs, in order. A dashboard adds one line here (its component under
 * `insights/<dashboard>/`, taking `DashboardProps`) and its name in `studio-insights.json`'s `tabs`;
 * the tabs, the address (`?tab=<id>`) and the range follow.
 */
export const insightsDashboards: readonly InsightsDashboard[] = [
  { id: 'money', Dashboard: MoneyDashboard },
  { id: 'members', Dashboard: MembersDashboard },
  // Decision 058.
  { id: 'classes', Dashboard: ClassesDashboard },
  { id: 'search', Dashboard: SearchDashboard },
  { id: 'pages', Dashboard: PagesDashboard },
];
