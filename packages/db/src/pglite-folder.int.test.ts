import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

type Rows = { rows: Record<string, unknown>[] };

const folder = mkdtempSync(path.join(tmpdir(), 'releve-pglite-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// PGlite only: the PostgreSQL run of the suite has nothing to create.
describe.skipIf(!!process.env.DATABASE_URL)('a new PGlite data folder', () => {
  it('is created outside the process, then opened with small shared buffers, and keeps its data', async () => {
    const dataDir = path.join(folder, 'pglite');
    const first = await openDatabase({ dataDir });
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    const buffers = (await first.db.execute(sql`show shared_buffers`)) as Rows;
    expect(buffers.rows[0]).toEqual({ shared_buffers: '32MB' });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const again = await openDatabase({ dataDir });
    const rows = (await again.db.execute(sql`select note from kept`)) as Rows;
    expect(rows.rows).toEqual([{ note: 'still here' }]);
    await again.close();
  });
});
