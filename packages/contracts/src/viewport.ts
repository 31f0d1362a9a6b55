/**
 * The window width the server assumes when it renders a page (decision 018), from the user agent: a
 * phone's says "Mobi" (or iPhone), a tablet's names itself (or is Android without "Mobi"), anything
 * else is taken for a desktop. The web app's first render uses the same guess, so it matches the
 * server's HTML; the real width takes over at once after, which changes something only when the guess
 * was wrong. The figures sit inside the breakpoints of viewing.md §9 a device of each kind falls in.
 */
export const PHONE_WIDTH = 412;
export const TABLET_WIDTH = 800;
export const DESKTOP_WIDTH = 1280;

/** The kinds of device a member watches on, as the studio's console names them. */
export const DEVICE_KINDS = ['phone', 'tablet', 'desktop'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** The kind of device a browser's User-Agent names (a desktop when it names none). */
export function deviceOf(userAgent: string | undefined): DeviceKind {
  if (!userAgent) return 'desktop';
  if (/iPad|Tablet/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobi/i.test(userAgent)))
    return 'tablet';
  if (/Mobi|iPhone/i.test(userAgent)) return 'phone';
  return 'desktop';
}

const widthOf = { phone: PHONE_WIDTH, tablet: TABLET_WIDTH, desktop: DESKTOP_WIDTH } as const;

export function guessViewportWidth(userAgent: string | undefined): number {
  return widthOf[deviceOf(userAgent)];
}

/** The attributes of `#root` the server sets when it rendered the page's HTML. */
export const SERVER_RENDER_ATTRIBUTES = {
  /** The config source it rendered with: the web app takes the HTML over only with the same one. */
  config: 'data-rendered-with',
  /** The width it guessed. */
  viewportWidth: 'data-viewport-width',
} as const;

/**
 * The element of a server-rendered page that lists, as a JSON array, the scripts its app will load
 * (the start, translations, config loader and the page's own chunks): the first script preloads them
 * a few at a time once the page has painted (decision 022).
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/**
 * The attribute `<html>` gets once the web app has rendered the page or taken over the server's HTML,
 * so its controls answer: tools that drive the page (the browser tests, the Lighthouse bench) wait for it.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
