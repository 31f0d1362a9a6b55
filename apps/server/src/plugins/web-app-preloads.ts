import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { STUDIO_CONSOLE_ID, STUDIO_CONSOLE_SCRIPT_ID } from '@releve/contracts/studio-console';
import { PAGE_SCRIPTS_ELEMENT_ID } from '@releve/contracts/viewport';

/**
 * Each page's preloads (decision 016): the web app's build writes `page-preloads.json` (vite.config.ts,
 * `pagePreloads`): the chunks and style sheets that start-up (the app, translations, config loader) and each
 * route's lazy page load. Named in the page's head, they travel with the first script instead of
 * one import after another.
 */
interface Files {
  js: string[];
  css: string[];
}

const SAFE_FILE = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * `routeId -> the head's tags`, empty for a route (or a build) without preloads. A page the server
 * rendered (decision 018) links only the style sheets: its scripts run after it has painted, and
 * fetched alongside, they would hold up the style sheets and the poster it paints with. It lists them
 * instead (`#page-scripts`, a JSON data block, which fetches nothing), and its first script preloads
 * them once the page has painted, a few per task (decision 022).
 */
export function readPagePreloads(
  distDir: string,
): (routeId: string, { scripts }: { scripts: boolean }) => string {
  const file = path.join(distDir, 'page-preloads.json');
  if (!existsSync(file)) return () => '';
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Files>;
  const safe = (files: Files[], kind: keyof Files) => [
    ...new Set(files.flatMap((one) => one[kind]).filter((href) => SAFE_FILE.test(href))),
  ];
  const bootFiles = ['boot:start', 'boot:i18n', 'boot:config'].flatMap((id) => all[id] ?? []);
  const startScripts = new Set(all['boot:start']?.js ?? []);
  const cache = new Map<string, string>();
  return (routeId, { scripts }) => {
    const key = `${routeId}:${scripts}`;
    let head = cache.get(key);
    if (head === undefined) {
      const files = [...bootFiles, ...(all[routeId] ? [all[routeId]] : [])];
      const js = safe(files, 'js');
      // The start chunk's own imports are not listed: the browser finds them with the chunk itself.
      const listed = js.filter((href) => !startScripts.has(href));
      const tags = safe(files, 'css').map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
      if (scripts) tags.push(...js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`));
      else if (listed.length > 0)
        tags.push(
          `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${JSON.stringify(listed)}</script>`,
        );
      head = tags.join('\n    ');
      cache.set(key, head);
    }
    return head;
  };
}

/**
 * The tag naming the studio console's script (decision 037), for the pages served to staff alone: the
 * web app loads the console from it. Empty when the build has no console.
 */
export function readStudioConsoleTag(distDir: string): string {
  const file = path.join(distDir, 'page-preloads.json');
  if (!existsSync(file)) return '';
  const script = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Files>)[STUDIO_CONSOLE_ID]?.js[0];
  return script && SAFE_FILE.test(script)
    ? `<link rel="modulepreload" crossorigin id="${STUDIO_CONSOLE_SCRIPT_ID}" href="${script}">`
    : '';
}

/** The page with the preload tags at the end of its head. */
export function withPreloads(html: string, tags: string): string {
  if (!tags) return html;
  const end = html.search(/<\/head>/i);
  return end === -1 ? html : `${html.slice(0, end)}  ${tags}\n  ${html.slice(end)}`;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page is compressed per request (it carries the caller's first data): a fast setting is enough. */
export function compress(html: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(html, { level: 6 });
}
