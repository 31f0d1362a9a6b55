import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

/** The render module next to the built web app, or undefined when it was not built. */
export async function loadScreenRenderer(distDir: string): Promise<ScreenRenderer | undefined> {
  const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: ScreenRenderer };
  return module.renderFirstScreen;
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
