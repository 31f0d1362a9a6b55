import {
  STAFF_ROLES,
  STUDIO_API_PREFIX,
  STUDIO_NOT_FOUND,
  type StaffRole,
  staffMay,
  studioCancellationPaths,
  studioCollectionPaths,
  studioHomePaths,
  studioInsightsClassesPath,
  studioInsightsMembersPath,
  studioInsightsMoneyPath,
  studioInsightsPagesPath,
  studioInsightsSearchPath,
  studioLibraryPaths,
  studioLivePaths,
  studioMemberPaths,
  studioPaths,
  studioProgramPaths,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from './testing/accounts';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * Walks the whole route table: every API route that is not deliberately public must refuse
 * anonymous callers (401), refuse acting on another member (403/404), and refuse the
 * impersonation header from a non-admin (403). A new route joins this test by existing.
 */
let t: TestApp;
let ana: SignedIn;
let ben: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  ana = await registerUser(t.app, 'ana.access@example.test');
  ben = await registerUser(t.app, 'ben.access@example.test');
});
afterAll(() => t.close());

const publicApi = [
  'GET /api/auth-providers',
  'GET /api/ping',
  // The API description (decision 061): the routes' shapes, which the web app's code shows anyway.
  'GET /api/openapi.json',
  'GET /api/settings',
  'GET /api/configs/:id',
  'GET /api/auth/*',
  'POST /api/auth/*',
  // The catalogue: the same for every visitor.
  'GET /api/initial-data',
  'GET /api/courses',
  'GET /api/ondemand/daily-classes',
  'GET /api/videos/page-url/*',
  'GET /api/v2/playlists/:playlistId',
  'GET /api/v2/media/:mediaId',
  'GET /api/apps/series',
  'GET /api/apps/series/:seriesId',
  'GET /api/apps/series/:seriesId/episodes',
  'GET /api/apps/series/:seriesId/seasons/:seasonNumber/episodes',
  'GET /api/apps/watchlists/:watchlistId',
  // Playback: visitors may play free classes, and their players report analytics.
  'POST /api/media/:mediaId/sign',
  'POST /api/media/:mediaId/sign/drm/:policy',
  'POST /api/player-events',
  // Page views: visitors' pages count too (no user).
  'POST /api/page-views',
  'GET /api/search',
  'POST /api/events/search',
  // Billing: the pricing page's offers; the sandbox's hosted checkout (its unguessable session id is
  // the capability, like Stripe's page URL); the providers' webhooks (proved by their signature).
  'GET /api/offers',
  'GET /api/sandbox/sessions/:sessionId',
  'POST /api/sandbox/sessions/:sessionId/pay',
  'POST /api/sandbox/sessions/:sessionId/confirm',
  'POST /api/billing/webhooks/sandbox',
  // Promotions (issue 17): their windows, gifts and stock, and the promotional page's counts, which
  // visitors' pages show and poll.
  'GET /api/promotions',
  'GET /api/promos/black-friday',
  // The magazine's issues (titles, covers): the library lists them to everyone, locked or not.
  'GET /api/magazines',
  // A receipt's stylesheet: the same for everyone, no data in it.
  'GET /api/billing/receipt.css',
  // The live schedule: the same for everyone; the Zoom links come only from the join call.
  'GET /api/schedule/classes',
  // The week plan's calendar feed: calendar apps send no cookies; its unguessable token is the
  // capability, revocable from My Account (decision 015).
  'GET /api/calendar/:file',
];

const guarded = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.public);
const fill = (url: string, id: string) => url.replace(':id', id).replace(/:(\w+)/g, 'x1');
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('access to every API route', () => {
  it('has exactly the public API routes it means to have', () => {
    const actual = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.public)
      .map((r) => `${r.method} ${r.url}`);
    expect(actual.sort()).toEqual([...publicApi].sort());
    expect(guarded().length).toBeGreaterThan(0);
  });

  it('refuses anonymous callers with 401 on every other API route', async () => {
    for (const route of guarded()) {
      const res = await t.app.inject({
        method: route.method as Method,
        url: fill(route.url, ben.userId),
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses acting on another member', async () => {
    for (const route of guarded().filter((r) => r.url.includes(':id'))) {
      const res = await t.app.inject({
        method: route.method as Method,
        url: fill(route.url, ben.userId),
        headers: { cookie: ana.cookie },
        payload: {},
      });
      expect([403, 404], `${route.method} ${route.url}`).toContain(res.statusCode);
    }
  });

  it('refuses the impersonation header from a member who is not an admin', async () => {
    for (const route of guarded()) {
      const res = await t.app.inject({
        method: route.method as Method,
        url: fill(route.url, 'me'),
        headers: { cookie: ana.cookie, 'x-impersonate': ben.userId },
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('access to every studio console route (decision 036)', () => {
  const studioRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith(STUDIO_API_PREFIX));
  const staff: Partial<Record<StaffRole, SignedIn>> = {};
  beforeAll(async () => {
    for (const role of STAFF_ROLES) {
      const member = await registerUser(t.app, `${role}.access@example.test`);
      await t.database.db
        .update(schema.user)
        .set({ staffRole: role })
        .where(eq(schema.user.id, member.userId));
      staff[role] = member;
    }
  });
  const call = (
    route: { method: string; url: string },
    cookie?: string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: route.method as Method,
      url: fill(route.url, 'x1'),
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      payload: {},
    });

  it('names what every studio route does', () => {
    expect(studioRoutes().length).toBeGreaterThan(0);
    for (const route of studioRoutes()) expect(route.studio, `${route.method} ${route.url}`).toBeDefined();
  });

  it('keeps the staff, the activity log, the members list, the cancellations and the insights to the owner', () => {
    for (const [method, url] of [
      ['GET', studioPaths.staff],
      ['PUT', studioPaths.staff],
      ['GET', studioPaths.audit],
      ['GET', studioPaths.auditActors],
      ['GET', studioMemberPaths.list],
      ['GET', studioMemberPaths.csv],
      ['GET', studioCancellationPaths.list],
      ['GET', studioCancellationPaths.settings],
      ['PUT', studioCancellationPaths.settings],
      ['GET', studioInsightsClassesPath],
      ['GET', studioInsightsSearchPath],
      ['GET', studioInsightsPagesPath],
      ['GET', studioInsightsMoneyPath],
      ['GET', studioInsightsMembersPath],
    ]) {
      const route = studioRoutes().find((r) => r.method === method && r.url === url);
      expect(route?.studio, `${method} ${url}`).toBeDefined();
      const allowed = STAFF_ROLES.filter((role) => route?.studio && staffMay(role, route.studio));
      expect(allowed, `${method} ${url}`).toEqual(['owner']);
    }
  });

  it('keeps the library (magazine issues, program resources) to the owner (decision 043)', () => {
    const library = studioRoutes().filter((r) => r.url.startsWith(studioLibraryPaths.library));
    expect(library.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/studio/library/magazines/:id',
      'DELETE /api/studio/library/resources/:id',
      'GET /api/studio/library',
      'PATCH /api/studio/library/magazines/:id',
      'PATCH /api/studio/library/resources/:id',
      'POST /api/studio/library/magazines',
      'POST /api/studio/library/magazines/:id/publish',
      'POST /api/studio/library/magazines/:id/retry',
      'POST /api/studio/library/magazines/:id/unpublish',
      'POST /api/studio/library/resources',
    ]);
    for (const route of library) {
      const allowed = STAFF_ROLES.filter((role) => route.studio && staffMay(role, route.studio));
      expect(allowed, `${route.method} ${route.url}`).toEqual(['owner']);
    }
  });

  it('keeps the programs builder to the owner (decision 042)', () => {
    const programs = studioRoutes().filter((r) => r.url.startsWith(studioProgramPaths.list));
    expect(programs.length).toBeGreaterThanOrEqual(10);
    for (const route of programs) {
      const allowed = STAFF_ROLES.filter((role) => route.studio && staffMay(role, route.studio));
      expect(allowed, `${route.method} ${route.url}`).toEqual(['owner']);
    }
  });

  it('opens the live schedule to instructors and owners, its breaks and day names to the owner (decision 046)', () => {
    const live = studioRoutes().filter((r) => r.url.startsWith('/api/studio/live/'));
    const whole = [studioLivePaths.breaks, `${studioLivePaths.breaks}/:id`, studioLivePaths.dayNames];
    expect(live.length).toBe(10);
    for (const route of live) {
      const allowed = STAFF_ROLES.filter((role) => route.studio && staffMay(role, route.studio));
      const expected = whole.includes(route.url) ? ['owner'] : ['owner', 'instructor'];
      expect(allowed, `${route.method} ${route.url}`).toEqual(expected);
    }
  });

  it('keeps the home page editor to the owner (decision 044)', () => {
    const home = studioRoutes().filter((r) => r.url.startsWith(studioHomePaths.home));
    expect(home.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/studio/home/daily/:day',
      'GET /api/studio/home',
      'POST /api/studio/home/preview',
      'PUT /api/studio/home',
      'PUT /api/studio/home/daily/:day',
    ]);
    for (const route of home) {
      const allowed = STAFF_ROLES.filter((role) => route.studio && staffMay(role, route.studio));
      expect(allowed, `${route.method} ${route.url}`).toEqual(['owner']);
    }
  });

  it('keeps playlists, collections and series to the owner (decision 045)', () => {
    const prefixes = [
      studioCollectionPaths.playlists,
      studioCollectionPaths.collections,
      studioCollectionPaths.series,
    ];
    const routes = studioRoutes().filter((r) => prefixes.some((prefix) => r.url.startsWith(prefix)));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      prefixes
        .flatMap((prefix) => [
          `DELETE ${prefix}/:id`,
          `GET ${prefix}`,
          `GET ${prefix}/:id`,
          `POST ${prefix}`,
          `PUT ${prefix}/:id`,
        ])
        .sort(),
    );
    for (const route of routes) {
      const allowed = STAFF_ROLES.filter((role) => route.studio && staffMay(role, route.studio));
      expect(allowed, `${route.method} ${route.url}`).toEqual(['owner']);
    }
  });

  it('answers a visitor 401 and a member 404, as if the console were not there', async () => {
    for (const route of studioRoutes()) {
      const name = `${route.method} ${route.url}`;
      expect((await call(route)).statusCode, name).toBe(401);
      const asMember = await call(route, ana.cookie);
      expect(asMember.statusCode, name).toBe(404);
      expect(asMember.json().message, name).toBe(STUDIO_NOT_FOUND);
    }
  });

  it('lets each role through to what it may do, and refuses the rest with 403, before the body is read', async () => {
    for (const route of studioRoutes()) {
      for (const role of STAFF_ROLES) {
        const name = `${role}: ${route.method} ${route.url}`;
        const res = await call(route, staff[role]?.cookie);
        if (staffMay(role, route.studio ?? 'studio.enter')) {
          expect([200, 400, 404, 409], name).toContain(res.statusCode);
          if (res.statusCode === 404) expect(res.json().message, name).not.toBe(STUDIO_NOT_FOUND);
        } else {
          expect(res.statusCode, name).toBe(403);
        }
      }
    }
  });

  it('is not reached while acting as another member', async () => {
    for (const route of studioRoutes()) {
      const res = await call(route, staff.owner?.cookie, { 'x-impersonate': ana.userId });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
