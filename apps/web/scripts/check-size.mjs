// Fails when the JavaScript that `/` loads before anything else (the entry script and its
// modulepreloads in dist/index.html, and the app's start chunk it imports once the page has
// painted, with that chunk's own imports) is over the budget, gzip-compressed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 100 * 1024;
const dist = path.resolve(import.meta.dirname, '../dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((match) => match[1]);
const pagePreloads = JSON.parse(readFileSync(path.join(dist, 'page-preloads.json'), 'utf8'));
scripts.push(...(pagePreloads['boot:start']?.js ?? []));

let total = 0;
for (const src of new Set(scripts)) {
  const size = gzipSync(readFileSync(path.join(dist, src)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${src}`);
}
console.log(`${total} bytes of ${BUDGET_BYTES}`);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  initial JavaScript for / (gzip), ${verdict} the 100 KB budget`,
);
if (total > BUDGET_BYTES) process.exit(1);
