import {
  type FeaturedContent,
  featuredFor,
  type HomeShelf,
  STUDIO_CONSOLE_ID,
  shelvesFor,
  studioPaths,
  validateAppConfig,
} from '@releve/contracts';
import { apiPaths, FIRST_DATA_ELEMENT_ID } from '@releve/contracts/api-paths';
import { homeRowsOf } from '@releve/contracts/home-rows';
import { guessViewportWidth, SERVER_RENDER_ATTRIBUTES } from '@releve/contracts/viewport';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonForScript } from '../modules/seo/seo.module';
import { redactUrl } from './log-redaction';
import type { ScreenRenderer } from './web-app-server-render';
import { htmlStyleOf } from './web-app-styling';

/**
 * A page's first data (decision 016): the API answers its first render needs, asked of the app itself
 * (`inject`, with the caller's cookies, so each answer is exactly what the browser would have got) and
 * written into the page as `<script type="application/json" id="first-data">`, keyed by path. The web
 * app (lib/first-data.ts) uses each once in place of the request, so the page renders without waiting
 * for the settings, config, initial data, profile and page data one after the other.
 */
export interface FirstDataPage {
  routeId: string;
  params: Record<string, string | undefined>;
}

/** Most playlist shelves of the home page sent with it: those of the first screen. */
const HOME_PLAYLIST_SHELVES = 1;
/** The page sizes the web app asks for (shelves, the pricing video, related classes). */
const SHELF_PAGE = 'page_limit=20&page_offset=1';
const RELATED_PAGE = 'page_limit=24&page_offset=1';

interface Answer {
  status: number;
  body: string;
}

/** The paths every page starts with: settings, the default config, initial data, the profile. */
function commonPaths(defaultConfigId: string | undefined, signedIn: boolean): string[] {
  return [
    apiPaths.settings,
    ...(defaultConfigId ? [apiPaths.config(defaultConfigId)] : []),
    apiPaths.initialData,
    ...(signedIn ? [apiPaths.profile, '/api/user-notifications?page=1&limit=50'] : []),
  ];
}

/**
 * Home's rows as the web app draws them: the default config's `content[]` when it has any, else the
 * catalogue's shelves (contracts' home-rows.ts, decision 033).
 */
function homeRows(config: unknown, initialData: unknown): HomeShelf[] {
  // The app's own initial-data answer, checked against its schema when it was sent.
  const shelves = (initialData as { homeShelves?: HomeShelf[] } | undefined)?.homeShelves ?? [];
  const valid = validateAppConfig(config);
  return valid.config ? homeRowsOf(valid.config, shelves) : shelves;
}

/** The page's own data, as the web app asks for it on its first render. */
function pagePaths(
  page: FirstDataPage,
  { config, initialData }: { config: unknown; initialData: unknown },
  signedIn: boolean,
): string[] {
  switch (page.routeId) {
    case 'home': {
      const playlists = homeRows(config, initialData)
        .filter((shelf) => shelf.type === 'playlist' && shelf.itemId)
        .slice(0, HOME_PLAYLIST_SHELVES)
        .map((shelf) => `${apiPaths.playlist(shelf.itemId as string)}?${SHELF_PAGE}`);
      return [apiPaths.dailyClasses, ...playlists];
    }
    case 'media': {
      const mediaId = page.params.mediaId;
      if (!mediaId) return [];
      return [
        apiPaths.media(mediaId),
        ...(signedIn ? ['/api/users/me/bookmarks'] : []),
        `${apiPaths.playlist('recommended')}?${RELATED_PAGE}&related_media_id=${encodeURIComponent(mediaId)}`,
      ];
    }
    case 'pricing': {
      const freePlaylist = (initialData as { freePlaylists?: string[] } | undefined)?.freePlaylists?.[0];
      return [
        '/api/offers',
        '/api/promotions',
        ...(freePlaylist ? [`${apiPaths.playlist(freePlaylist)}?${SHELF_PAGE}`] : []),
      ];
    }
    // The console's first question: the staff member's role and the sections it opens.
    case STUDIO_CONSOLE_ID:
      return [studioPaths.me];
    default:
      return [];
  }
}

/**
 * Asks the app for each path as the caller. Only plain 200 JSON answers are kept: an error, or an
 * answer that sets a cookie, is left for the browser to ask for itself.
 */
async function askAll(
  app: FastifyInstance,
  request: FastifyRequest,
  paths: string[],
): Promise<Map<string, Answer>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
  const answers = new Map<string, Answer>();
  await Promise.all(
    paths.map(async (path) => {
      const answer = await app.inject({ method: 'GET', url: path, headers, remoteAddress: request.ip });
      const json = String(answer.headers['content-type'] ?? '').startsWith('application/json');
      if (answer.statusCode === 200 && json && !answer.headers['set-cookie'])
        answers.set(path, { status: 200, body: answer.body });
    }),
  );
  return answers;
}

interface Image {
  src: string;
  width: number;
  type: string;
}
type ShowToTile = Pick<FeaturedContent, 'enabled' | 'showTo' | 'startsAt' | 'endsAt'> & { images: Image[] };

const parse = (answer: Answer | undefined): unknown => {
  try {
    return answer ? JSON.parse(answer.body) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The poster the page's largest paint will most likely be, with the `sizes` its component gives it
 * (components/Poster's WebP `srcset`): the home page's first featured slide (for this person), a
 * class page's poster. Preloaded from the head, it loads alongside the scripts rather than after
 * the first render.
 */
function largestImage(
  page: FirstDataPage,
  answers: Map<string, Answer>,
  config: unknown,
): { images: Image[]; sizes: string } | undefined {
  if (page.routeId === 'home') {
    const initial = parse(answers.get(apiPaths.initialData)) as
      | { homeShelves?: HomeShelf[]; featuredContent?: ShowToTile[] }
      | undefined;
    if (!initial) return undefined;
    const profile = parse(answers.get(apiPaths.profile)) as
      | { membership?: { isMember?: boolean; isLiveMember?: boolean } }
      | undefined;
    const member = {
      isMember: !!profile?.membership?.isMember,
      isLiveMember: !!profile?.membership?.isLiveMember,
    };
    // The same rule as the home page (contracts' home-audience, decision 044): this person's rows and slides now.
    if (shelvesFor(homeRows(config, initial), member)[0]?.type !== 'featured') return undefined;
    const slide = featuredFor(initial.featuredContent ?? [], member, Date.now())[0];
    return (
      slide && { images: slide.images, sizes: '(min-width: 1024px) 50vw, (min-width: 768px) 60vw, 100vw' }
    );
  }
  if (page.routeId === 'media' && page.params.mediaId) {
    const media = parse(answers.get(apiPaths.media(page.params.mediaId))) as
      | { playlist?: { images?: Image[] }[] }
      | undefined;
    const images = media?.playlist?.[0]?.images;
    return images && { images, sizes: '(min-width: 1024px) 60vw, 100vw' };
  }
  return undefined;
}

const SAFE_IMAGE = /^\/media\/[\w./-]+$/;

function imagePreload(image: { images: Image[]; sizes: string } | undefined): string {
  const webp = image?.images.filter((one) => one.type === 'image/webp' && SAFE_IMAGE.test(one.src)) ?? [];
  const first = webp[0];
  if (!image || !first) return '';
  const srcset = webp.map((one) => `${one.src} ${one.width}w`).join(', ');
  return `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${first.src}" imagesrcset="${srcset}" imagesizes="${image.sizes}">`;
}

/** Escapes text for HTML element content. */
const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * What `#root` holds until the app renders (React replaces it): the header bar with the studio's
 * name, so a slow phone shows the site at once rather than a blank page while the scripts load.
 * Styled by the web app's global CSS (`.boot-shell`); hidden from assistive technology.
 */
function shellOf(answers: Map<string, Answer>, defaultConfigId: string | undefined): string {
  const config = defaultConfigId
    ? (parse(answers.get(apiPaths.config(defaultConfigId))) as { siteName?: unknown } | undefined)
    : undefined;
  const siteName = typeof config?.siteName === 'string' ? config.siteName : '';
  if (!siteName) return '';
  return `<div class="boot-shell" aria-hidden="true"><div class="boot-shell-header"><span class="boot-shell-brand">${escapeText(siteName)}</span></div></div>`;
}

export interface FirstData {
  /**
   * For `#root`: the page's first screen rendered on the server (decision 018), or, without the server
   * render, the header bar with the studio's name until the app renders.
   */
  shell: string;
  /** For `#root`'s tag: what the web app needs to take the server's HTML over. */
  rootAttributes: string;
  /** For the head: the preload of the page's largest image, if known. */
  head: string;
  /** For the body: the answers as a JSON script element. */
  script: string;
  /** For `<html>`: the default config's colours and card shape (`web-app-styling.ts`). */
  htmlStyle: string;
}

/** A page without first data: the plain index.html. */
export const NO_FIRST_DATA: FirstData = {
  shell: '',
  rootAttributes: '',
  head: '',
  script: '',
  htmlStyle: '',
};

/** How long a page waits for its server render before it goes with the header bar instead. */
const SCREEN_RENDER_MS = 1_000;

/**
 * The page's first screen rendered on the server from its answers (decision 018), or the header bar.
 * Not for an admin acting on a member's behalf (`mid`): the web app asks the server anew for that.
 */
async function screenOf(
  request: FastifyRequest,
  answers: Map<string, Answer>,
  defaultConfigId: string | undefined,
  renderScreen: ScreenRenderer | undefined,
): Promise<Pick<FirstData, 'shell' | 'rootAttributes'>> {
  const actingForMember = new URL(request.url, 'http://page').searchParams.has('mid');
  if (renderScreen && !actingForMember) {
    try {
      const viewportWidth = guessViewportWidth(request.headers['user-agent']);
      const screen = await renderScreen({
        url: request.url,
        answers,
        viewportWidth,
        signal: AbortSignal.timeout(SCREEN_RENDER_MS),
      });
      if (screen)
        return {
          shell: screen.html,
          rootAttributes: ` ${SERVER_RENDER_ATTRIBUTES.config}="${escapeText(screen.configSource)}" ${SERVER_RENDER_ATTRIBUTES.viewportWidth}="${viewportWidth}"`,
        };
    } catch (error) {
      request.log.warn({ err: error, url: redactUrl(request.url) }, 'the server render of the page failed');
    }
  }
  return { shell: shellOf(answers, defaultConfigId), rootAttributes: '' };
}

/**
 * The page's first data as a script element (empty when there is none), in the order the paths
 * were asked, the preload of its largest image, and its first screen. `signedIn`: the request carries
 * a session cookie.
 */
export async function renderFirstData(
  app: FastifyInstance,
  request: FastifyRequest,
  page: FirstDataPage,
  {
    defaultConfigId,
    signedIn,
    renderScreen,
  }: { defaultConfigId: string | undefined; signedIn: boolean; renderScreen?: ScreenRenderer },
): Promise<FirstData> {
  const common = await askAll(app, request, commonPaths(defaultConfigId, signedIn));
  const initialData = parse(common.get(apiPaths.initialData));
  const config = defaultConfigId ? parse(common.get(apiPaths.config(defaultConfigId))) : undefined;
  const own = await askAll(app, request, pagePaths(page, { config, initialData }, signedIn));
  const all = new Map([...common, ...own]);
  if (all.size === 0) return NO_FIRST_DATA;
  return {
    ...(await screenOf(request, all, defaultConfigId, renderScreen)),
    head: imagePreload(largestImage(page, all, config)),
    script: `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${jsonForScript(Object.fromEntries(all))}</script>`,
    htmlStyle: htmlStyleOf(defaultConfigId ? all.get(apiPaths.config(defaultConfigId))?.body : undefined),
  };
}

/** The page with the shell inside its empty `#root` (when it has one), and the root's attributes. */
export function withShell(
  html: string,
  { shell, rootAttributes }: Pick<FirstData, 'shell' | 'rootAttributes'>,
) {
  const root = '<div id="root"></div>';
  return shell && html.includes(root)
    ? html.replace(root, () => `<div id="root"${rootAttributes}>${shell}</div>`)
    : html;
}

/** The page with its first data placed before `</body>` (or at the end without one). */
export function withFirstData(html: string, script: string): string {
  if (!script) return html;
  const end = html.lastIndexOf('</body>');
  return end === -1 ? `${html}${script}` : `${html.slice(0, end)}${script}\n  ${html.slice(end)}`;
}
