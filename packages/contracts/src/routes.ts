/**
 * The web app's route table, shared by the server (real status codes, redirects)
 * and the SPA (one lazily loaded module per route). Paths use React Router syntax:
 * `:name` for a segment, `:name?` for an optional last segment.
 */
export type Layout = 'main' | 'plain' | 'program-player';

export interface PageRoute {
  /** Stable id; the web app maps it to a lazily loaded route module. */
  id: string;
  /** `/{id}` when absent (left out where it is, as the main layout is: the first script is smaller). */
  path?: string;
  /** The main layout when absent: most pages'. */
  layout?: Layout;
}

/** A page route's path: its own, else `/{id}`. */
export const pagePath = (route: PageRoute): string => route.path ?? `/${route.id}`;

/** The payments page (/u/payments) exists unless the studio is free (§2: hidden for free with ads); its links follow it. */
export const hasPaymentsPage = (accessModel: string): boolean => accessModel !== 'free';

export const pageRoutes = [
  { id: 'home', path: '/' },
  { id: 'welcome', layout: 'plain' },
  { id: 'media', path: '/m/:mediaId/:slug?' },
  { id: 'series', path: '/s/:seriesId' },
  { id: 'playlist', path: '/p/:id' },
  { id: 'programs' },
  { id: 'program', path: '/programs/:id' },
  { id: 'program-resource', path: '/programs/:id/resources/:resourceId' },
  {
    id: 'lesson',
    path: '/programs/:courseId/sections/:sectionId/p/:playlistIndex/v/:videoIndex',
    layout: 'program-player',
  },
  { id: 'sections' },
  { id: 'favorites' },
  { id: 'watch-again' },
  { id: 'my-week' },
  { id: 'library' },
  { id: 'magazine', path: '/library/magazines/:id' },
  { id: 'search' },
  { id: 'search-by-path', path: '/q/:query' },
  { id: 'notifications' },
  // The classes kept in this browser for offline playback (decision 064).
  { id: 'downloads' },
  { id: 'pricing' },
  // The promotional pricing page of a promotion (issue 17), linked from /pricing and the home row.
  { id: 'promotion', path: '/promotions/:id' },
  { id: 'live-class' },
  { id: 'my-account', path: '/u/my-account' },
  { id: 'payments', path: '/u/payments' },
  { id: 'account-favorites', path: '/u/favorites' },
  { id: 'about', path: '/o/about' },
  { id: 'migrate', layout: 'plain' },
  { id: 'account-connect', layout: 'plain' },
  { id: 'vita', layout: 'plain' },
  { id: 'newsletter', layout: 'plain' },
  // The sandbox payment provider's hosted checkout page (decision 010), a page of Relevé itself.
  { id: 'sandbox-checkout', path: '/checkout/sandbox/:sessionId', layout: 'plain' },
] as const satisfies readonly PageRoute[];

export type PageRouteId = (typeof pageRoutes)[number]['id'];

/** Shortcut paths that send the visitor to a program or playlist chosen in the site config. */
export const configuredShortcuts = ['sticky-buns', 'journey-to-pointe', 'free-library'] as const;
export type ConfiguredShortcut = (typeof configuredShortcuts)[number];

/** Paths that always redirect to the same place. */
export const fixedRedirects: Readonly<Record<string, string>> = {
  '/black-friday': '/pricing',
};

/** Any /u/... path the route table does not know goes here. */
export const accountHome = '/u/my-account';

export interface PathMatch {
  route: PageRoute;
  params: Record<string, string | undefined>;
}

const compiled = pageRoutes.map((route) => ({ route: route as PageRoute, regex: toRegex(pagePath(route)) }));

function toRegex(path: string): RegExp {
  if (path === '/') return /^\/$/;
  const parts = path
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment.startsWith(':')) {
        const optional = segment.endsWith('?');
        const name = segment.slice(1, optional ? -1 : undefined);
        return optional ? `(?:/(?<${name}>[^/]+))?` : `/(?<${name}>[^/]+)`;
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${parts.join('')}/?$`);
}

/** Matches a pathname (no query) against the route table; undefined means "not found". */
export function matchPageRoute(pathname: string): PathMatch | undefined {
  for (const { route, regex } of compiled) {
    const found = regex.exec(pathname);
    if (found) return { route, params: { ...found.groups } };
  }
  return undefined;
}

/** Values of the `u` query parameter that open the account dialog, in the spec's order. */
export const accountDialogViews = [
  'login',
  'create-account',
  'personal-details',
  'choose-offer',
  'edit-card',
  'upgrade-subscription',
  'checkout',
  'payment-error',
  'payment-cancelled',
  'welcome',
  'waiting-for-payment',
  'finalize-payment',
  'reset-password',
  'forgot-password',
  'send-confirmation',
  'edit-password',
  'simultaneous-logins',
  'delete-account',
  'delete-account-confirmation',
  'unsubscribe',
  'renew-subscription',
  'payment-method',
  'payment-method-success',
  // Not the spec's: the page of the link that confirms a member's e-mail address (decision 027).
  'verify-email',
] as const;
export type AccountDialogView = (typeof accountDialogViews)[number];

/**
 * Where registration (and the personal details after it) goes on to (§4): the offers when the studio
 * sells access (subscription, or auth plus purchases), otherwise the welcome view.
 */
export const viewAfterRegistration = (accessModel: string): 'choose-offer' | 'welcome' =>
  accessModel === 'svod' || accessModel === 'authvod' ? 'choose-offer' : 'welcome';

/** Dialog views a signed-out visitor may open; any other sends them to login. */
export const publicAccountDialogViews: readonly AccountDialogView[] = [
  'login',
  'create-account',
  'forgot-password',
  'reset-password',
  'send-confirmation',
  'edit-password',
  'simultaneous-logins',
  'verify-email',
];
