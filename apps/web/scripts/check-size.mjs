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

// The studio console (decision 037) is staff's alone: none of these scripts may name its file (the
// server links it in the pages it serves to staff), so a member's page can neither preload nor fetch it.
const consoleScript = pagePreloads.studio?.js?.[0];
if (!consoleScript) {
  console.log('The build has no studio console (page-preloads.json names none).');
  process.exit(1);
}
const naming = [...new Set(scripts)].filter((src) =>
  readFileSync(path.join(dist, src), 'utf8').includes(path.basename(consoleScript)),
);
if (scripts.includes(consoleScript) || naming.length > 0) {
  console.log(`The members' first scripts name the studio console (${consoleScript}): ${naming.join(', ')}`);
  process.exit(1);
}
console.log(`The studio console (${consoleScript}) is named by none of them.`);

// The service worker keeps the members' app for offline use (decision 064): its first scripts, not the
// studio console's files, which staff load online.
const precached = new Set(
  [...readFileSync(path.join(dist, 'service-worker.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
    (match) => `/${match[1]}`,
  ),
);
const missing = [...new Set(scripts)].filter((src) => !precached.has(src));
const consoleFiles = (pagePreloads.studio?.js ?? []).filter((src) => precached.has(src));
if (missing.length > 0 || precached.has(consoleScript)) {
  console.log(
    `The service worker's precache lacks ${missing.join(', ') || 'nothing'}, or holds the console.`,
  );
  process.exit(1);
}
console.log(
  `The service worker keeps ${precached.size} files for offline use: the first scripts, not the console (${consoleFiles.length} of its ${pagePreloads.studio.js.length} scripts, shared with members' pages).`,
);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  initial JavaScript for / (gzip), ${verdict} the 100 KB budget`,
);
if (total > BUDGET_BYTES) process.exit(1);
