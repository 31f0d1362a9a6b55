import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LruCache } from '../cache/lru';

/**
 * The web app's server render (decision 018): `apps/web/dist-ssr/entry-server.js`, built beside the web
 * app by `vite build --ssr`. It renders a page's first screen from the page's first data; the types
 * below are its `renderFirstScreen`'s, written again since the server does not import the web app.
 */
export interface ScreenRenderInput {
  url: string;
  answers: ReadonlyMap<string, { status: number; body: string }>;
  viewportWidth: number;
  signal?: AbortSignal;
}
export type ScreenRenderer = (
  input: ScreenRenderInput,
) => Promise<{ html: string; configSource: string } | undefined>;

/** Rendered screens kept: a page's HTML is the same for everyone who gets the same first data. */
const KEPT_SCREENS = 200;

/**
 * The render module next to the built web app, or undefined when it was not built. It is loaded on the
 * first page it renders (a server that answers only the API never holds React's server renderer), and
 * its screens are kept by what they were made from (the address, the width guessed and the answers):
 * visitors all get the same first data, so the same screen, until the catalogue or the config changes.
 */
export function loadScreenRenderer(distDir: string): ScreenRenderer | undefined {
  const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  let render: Promise<ScreenRenderer | undefined> | undefined;
  const kept = new LruCache<string, { html: string; configSource: string }>(KEPT_SCREENS);
  return async (input) => {
    render ??= import(pathToFileURL(file).href).then(
      (module: { renderFirstScreen?: ScreenRenderer }) => module.renderFirstScreen,
    );
    const renderFirstScreen = await render;
    if (!renderFirstScreen) return undefined;
    const key = createHash('sha256')
      .update(`${input.url}\n${input.viewportWidth}\n`)
      .update(JSON.stringify([...input.answers]))
      .digest('base64');
    const found = kept.get(key);
    if (found) return found;
    const screen = await renderFirstScreen(input);
    if (screen) kept.set(key, { html: screen.html, configSource: screen.configSource });
    return screen;
  };
}

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const unescapeAttribute = (value: string) =>
  value.replace(/&quot;|&#x27;|&#39;|&lt;|&gt;|&amp;/g, (entity) => ATTRIBUTE_ENTITIES[entity] ?? entity);
const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/**
 * The CSP allows no inline style, yet React writes `style` attributes into the HTML it renders (a
 * shelf's tile size, a card's shape). The page's policy names each one it holds by its hash
 * (`'unsafe-hashes'`, for attributes only), so these and nothing else apply before the scripts run.
 */
export function allowingStyleAttributes(policy: string, html: string): string {
  const hashes = new Set<string>();
  for (const [, value] of html.matchAll(STYLE_ATTRIBUTE)) {
    const text = unescapeAttribute(value ?? '');
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  if (hashes.size === 0) return policy;
  return `${policy};style-src-attr 'unsafe-hashes' ${[...hashes].join(' ')}`;
}
