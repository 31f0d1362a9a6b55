import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  accountHome,
  configIdPattern,
  configuredShortcuts,
  fixedRedirects,
  pagePath,
  pageRoutes,
  STUDIO_CONSOLE_ID,
  STUDIO_CONSOLE_PATH,
} from '@releve/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteConfigs } from '../config/site-configs';
import { hasSessionCookie } from '../modules/accounts/accounts.module';
import { pickEncoding } from '../modules/catalog/catalog.module';
import { redactUrl } from './log-redaction';
import {
  type FirstData,
  type FirstDataPage,
  NO_FIRST_DATA,
  renderFirstData,
  withFirstData,
  withShell,
} from './web-app-first-data';
import { compress, readPagePreloads, readStudioConsoleTag, withPreloads } from './web-app-preloads';
import { allowingStyleAttributes, loadScreenRenderer } from './web-app-server-render';
import { withHtmlStyle } from './web-app-styling';

/** A page route the browser asked for, with the SPA's index.html to build the answer from. */
export interface PageRequest {
  /** Path without the query, e.g. `/m/abc12345/plies`. */
  pathname: string;
  /** The route's id in contracts' `pageRoutes`. */
  routeId: string;
  params: Record<string, string | undefined>;
  indexHtml: string;
}

/** Answers a page with its own status and HTML (head tags, 404 for a missing item). */
export type PageRenderer = (page: PageRequest) => Promise<{ status: number; html: string } | undefined>;

export interface WebAppOptions {
  /** Folder holding the built SPA (index.html and assets/). */
  distDir: string;
  siteConfigs: SiteConfigs;
  /** Optional: pages it answers get their own head and status; undefined keeps the plain index.html. */
  renderPage?: PageRenderer;
  /**
   * Whether the caller is staff, to whom the studio console's pages are served (decision 037); without
   * it (or for anyone else) `/studio` and every path under it answer as an unknown path does.
   */
  isStaff?: (request: FastifyRequest) => Promise<boolean>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA with real status codes: every route of the table answers 200 with
 * index.html, redirects answer 302, anything else answers 404 while the SPA still renders
 * its not-found page.
 */
export const webApp = fp(
  async (app: FastifyInstance, { distDir, siteConfigs, renderPage, isStaff }: WebAppOptions) => {
    const indexFile = path.join(distDir, 'index.html');
    if (!existsSync(indexFile)) {
      throw new Error(`The web app is not built (${indexFile} is missing). Run: npm run build`);
    }
    const indexHtml = readFileSync(indexFile, 'utf8');
    const preloads = readPagePreloads(distDir);
    const studioConsoleTag = readStudioConsoleTag(distDir);
    const renderScreen = loadScreenRenderer(distDir);
    const sendHtml = (reply: FastifyReply, status: number, html: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    const sendIndex = (reply: FastifyReply, status = 200) => sendHtml(reply, status, indexHtml);

    /**
     * The page with its first data (decision 016): the answers its first render asks for, as this
     * caller. They depend on the caller's cookies, so the page says so (`vary`), and a signed-in
     * caller's page, holding their profile, is private. Failing, the page goes without them.
     */
    const sendWithFirstData = async (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      html: string,
      page: FirstDataPage,
    ) => {
      const signedIn = hasSessionCookie(request.headers.cookie);
      let first: FirstData = NO_FIRST_DATA;
      if (request.method === 'GET' && status === 200) {
        try {
          const source = siteConfigs.settings.defaultConfigSource;
          const defaultConfigId = source && configIdPattern.test(source) ? source : undefined;
          first = await renderFirstData(app, request, page, {
            defaultConfigId,
            signedIn,
            // The console is not rendered here: its pages are for staff alone, never indexed, and
            // its chunk is not part of the server render.
            renderScreen: page.routeId === STUDIO_CONSOLE_ID ? undefined : renderScreen,
          });
        } catch (error) {
          request.log.error(
            { err: error, url: redactUrl(request.url) },
            "collecting the page's first data failed",
          );
        }
      }
      const scripts = !first.rootAttributes; // not for a page rendered here (decision 018)
      const consoleTag = page.routeId === STUDIO_CONSOLE_ID ? studioConsoleTag : '';
      const head =
        status === 200
          ? [first.head, preloads(page.routeId, { scripts }), consoleTag].filter(Boolean).join('\n    ')
          : '';
      const withHead = withHtmlStyle(withPreloads(html, head), first.htmlStyle);
      const full = withFirstData(withShell(withHead, first), first.script);
      const policy = reply.raw.getHeader('content-security-policy');
      if (typeof policy === 'string' && (first.rootAttributes || first.htmlStyle)) {
        const styled = `${withHtmlStyle('<html>', first.htmlStyle)}${first.shell}`;
        reply.raw.setHeader('content-security-policy', allowingStyleAttributes(policy, styled));
      }
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', signedIn ? 'private, no-cache' : 'no-cache')
        .header('vary', 'cookie, accept-encoding');
      if (!encoding) return reply.send(full);
      return reply.header('content-encoding', encoding).send(await compress(full, encoding));
    };

    /** The page's own HTML when the renderer knows it; a failing renderer must not take the site down. */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, routeId: string) => {
      const params = request.params as Record<string, string | undefined>;
      const page = { routeId, params };
      if (!renderPage) return sendWithFirstData(request, reply, 200, indexHtml, page);
      try {
        const pathname = request.url.split('?')[0] ?? request.url;
        const rendered = await renderPage({ pathname, routeId, params, indexHtml });
        if (rendered) return sendWithFirstData(request, reply, rendered.status, rendered.html, page);
      } catch (error) {
        request.log.error({ err: error, url: redactUrl(request.url) }, 'rendering the page head failed');
      }
      return sendWithFirstData(request, reply, 200, indexHtml, page);
    };

    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Listed in GET /api/openapi.json like every route (the plugin hides its route by default).
      schemaHide: false,
      setHeaders(reply, filePath) {
        const relative = path.relative(distDir, filePath);
        // Vite puts content-hashed files in assets/: they never change under the same name.
        reply.header(
          'cache-control',
          // The service worker is checked for a new build at each visit (decision 064).
          relative === 'index.html' || relative === 'service-worker.js'
            ? 'no-cache'
            : relative.startsWith('assets')
              ? IMMUTABLE
              : 'public, max-age=3600',
        );
      },
    });

    const keepQuery = (request: FastifyRequest, target: string) => {
      const query = request.url.indexOf('?');
      return query === -1 ? target : `${target}${request.url.slice(query)}`;
    };

    for (const [from, to] of Object.entries(fixedRedirects)) {
      app.get(from, (request, reply) => reply.redirect(keepQuery(request, to), 302));
    }

    for (const shortcut of configuredShortcuts) {
      app.get(`/${shortcut}`, async (request, reply) => {
        const target = (await siteConfigs.defaultConfig())?.custom.shortcuts[shortcut];
        if (!target) return sendIndex(reply, 404);
        return reply.redirect(keepQuery(request, target), 302);
      });
    }

    // Pages a site's config can switch off: account pages fall back to the account home, the search
    // pages (no `features.searchPlaylist`, decision 033) to home. The web app's router does the same.
    const searchEnabled = async () => !!(await siteConfigs.defaultConfig())?.features.searchPlaylist;
    const pageSwitches: Record<string, { enabled: () => Promise<boolean>; fallback: string }> = {
      '/u/payments': {
        enabled: async () => (await siteConfigs.defaultConfig())?.contentProtection.accessModel !== 'free',
        fallback: accountHome,
      },
      '/u/favorites': {
        enabled: async () => !!(await siteConfigs.defaultConfig())?.features.favoritesList,
        fallback: accountHome,
      },
      '/search': { enabled: searchEnabled, fallback: '/' },
      '/q/:query': { enabled: searchEnabled, fallback: '/' },
    };

    for (const route of pageRoutes) {
      const path = pagePath(route);
      const pageSwitch = pageSwitches[path];
      app.get(path, async (request, reply) => {
        if (pageSwitch && !(await pageSwitch.enabled())) {
          return reply.redirect(keepQuery(request, pageSwitch.fallback), 302);
        }
        return sendPage(request, reply, route.id);
      });
    }
    // The studio console (decision 037): its page, with its first data and its chunks' preloads, for
    // staff; for anyone else the same 404 and page as any unknown path, so nothing says it is there.
    for (const path of [STUDIO_CONSOLE_PATH, `${STUDIO_CONSOLE_PATH}/*`]) {
      app.get(path, async (request, reply) => {
        if (!isStaff || !(await isStaff(request))) return sendIndex(reply, 404);
        return sendWithFirstData(request, reply, 200, indexHtml, { routeId: STUDIO_CONSOLE_ID, params: {} });
      });
    }
    // The account area's own root (`/u`, `/u/`) is "any other /u path" too (accounts-and-billing.md §2).
    for (const path of ['/u', '/u/*']) {
      app.get(path, (request, reply) => reply.redirect(keepQuery(request, accountHome), 302));
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/assets/');
      if (wantsPage) return sendIndex(reply, 404);
      const route = `${request.method} ${request.url.split('?')[0]}`;
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `Route ${route} not found` });
    });
  },
);
