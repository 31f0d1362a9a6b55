// The integration tests again on a PostgreSQL server, after `npm run test:unit` ran them on PGlite.
// TEST_POSTGRES_URL names the server (CI sets it); without it the pass is skipped with a notice, so
// the README's test command still works on a machine without PostgreSQL. When DATABASE_URL is set,
// the whole suite already ran on PostgreSQL and there is nothing more to do.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_POSTGRES_URL;
if (process.env.DATABASE_URL) {
  console.log('Integration tests on PostgreSQL: already run (DATABASE_URL is set).');
  process.exit(0);
}
if (!url) {
  console.log(
    'Integration tests on PostgreSQL: skipped. Set TEST_POSTGRES_URL=postgres://user@host:5432/db to run them.',
  );
  process.exit(0);
}
console.log(`Integration tests on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})...`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'integration'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(run.status ?? 1);
