// `npm test`: every check in order, stopping at the first that fails, then how long each took, so a
// slow CI run says where its time went.
import { spawnSync } from 'node:child_process';

const steps = ['lint', 'typecheck', 'db:check', 'test:unit', 'test:postgres', 'build', 'size', 'test:e2e'];
const took = [];
let failed;
for (const step of steps) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  took.push([step, Math.round((Date.now() - started) / 1000)]);
  if (run.status !== 0) {
    failed = step;
    break;
  }
}
console.log(`\nnpm test: ${took.map(([step, seconds]) => `${step} ${seconds} s`).join(', ')}`);
if (failed) {
  console.error(`npm test: "${failed}" failed`);
  process.exit(1);
}
