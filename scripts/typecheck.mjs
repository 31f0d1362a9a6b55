// `npm run typecheck`: each workspace's `tsc -p tsconfig.json`, two at a time. tsc uses one core, and
// the workspaces one after the other took a minute of CI's 2-core run; the largest (the server) starts
// first so that the rest fill the other core meanwhile. Every failure is printed, then the exit is 1.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const largestFirst = ['apps/server', 'apps/web'];
const { workspaces: all } = JSON.parse(readFileSync('package.json', 'utf8'));
const workspaces = [...largestFirst, ...all.filter((workspace) => !largestFirst.includes(workspace))];
const parallel = Math.max(2, availableParallelism());

function check(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['exec', '-c', 'tsc -p tsconfig.json'], { cwd: workspace });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`typecheck ${workspace}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      if (code !== 0) console.log(output);
      resolve(code === 0);
    });
  });
}

const queue = [...workspaces];
const results = await Promise.all(
  Array.from({ length: parallel }, async () => {
    let ok = true;
    for (let next = queue.shift(); next; next = queue.shift()) ok = (await check(next)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
