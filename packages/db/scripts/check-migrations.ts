/**
 * Fails when the Drizzle schema has changes that no committed migration holds:
 * generates into a scratch copy of the migrations folder and looks for a new file.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const committed = path.join(root, 'migrations');
const scratch = mkdtempSync(path.join(tmpdir(), 'releve-migrations-'));
try {
  cpSync(committed, scratch, { recursive: true });
  const before = readdirSync(scratch).filter((f) => f.endsWith('.sql'));
  execFileSync(
    'npx',
    [
      'drizzle-kit',
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/schema/index.ts',
      '--out',
      scratch,
    ],
    { cwd: root, stdio: 'pipe' },
  );
  const added = readdirSync(scratch).filter((f) => f.endsWith('.sql') && !before.includes(f));
  if (added.length > 0) {
    console.error(
      `The schema has changes without a migration. Run: npm run db:generate (${added.join(', ')})`,
    );
    process.exit(1);
  }
  console.log(`migrations up to date (${before.length} files)`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
