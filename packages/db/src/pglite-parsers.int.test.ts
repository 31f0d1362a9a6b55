import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { wrapPglite } from './client';
import { DRIZZLE_TEXT_TYPES } from './pglite-parsers';

type Rows = { rows: Record<string, unknown>[] };

/** A value of every type Drizzle reads as text, and of two it leaves to PGlite. */
const everyType = `select
  timestamp '2026-11-27 10:30:00' as "timestamp", timestamptz '2026-11-27 10:30:00+01' as "timestamptz",
  date '2026-11-27' as "date", interval '1 day 2 hours' as "interval",
  array[timestamp '2026-11-27 10:30:00'] as "timestamps", array[timestamptz '2026-11-27 10:30:00+01'] as "timestamptzs",
  array[date '2026-11-27'] as "dates", array[interval '1 day'] as "intervals", array[1.50::numeric] as "numerics",
  42 as "integer", '{"a": 1}'::jsonb as "json"`;

// PGlite only: the PostgreSQL run of the suite has no PGlite to read.
describe.skipIf(!!process.env.DATABASE_URL)("PGlite reading Drizzle's types as text", () => {
  // Drizzle as its driver comes (asking for its parsers at every statement), and Relevé's.
  let plainClient: PGlite;
  let client: PGlite;
  beforeAll(async () => {
    plainClient = await PGlite.create();
    client = await PGlite.create();
  });
  afterAll(async () => {
    await plainClient.close();
    await client.close();
  });

  it('are the types Drizzle asks to read as text', async () => {
    const asked = vi.spyOn(plainClient, 'query');
    await drizzle(plainClient).execute(sql`select 1`);
    const parsers = asked.mock.calls[0]?.[2]?.parsers ?? {};
    asked.mockRestore();
    expect(Object.keys(parsers).map(Number).sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
    for (const parse of Object.values(parsers)) expect(parse('2026-11-27', 0)).toBe('2026-11-27');
  });

  it("reach PGlite without Drizzle's parsers, so PGlite does not copy its table of parsers each time", async () => {
    const database = wrapPglite(client);
    const asked = vi.spyOn(client, 'query');
    await database.db.execute(sql`select 1`);
    await database.db.transaction((tx) => tx.execute(sql`select 1`));
    expect(asked.mock.calls.map((call) => call[2]?.parsers)).toEqual([undefined]);
    asked.mockRestore();
  });

  it('read every type as Drizzle reads it, in and out of transactions', async () => {
    const expected = ((await drizzle(plainClient).execute(sql.raw(everyType))) as Rows).rows[0];
    expect(expected?.timestamp).toBe('2026-11-27 10:30:00');
    const database = wrapPglite(client);
    expect(((await database.db.execute(sql.raw(everyType))) as Rows).rows[0]).toEqual(expected);
    const inTransaction = await database.db.transaction(async (tx) =>
      tx.transaction(async (savepoint) => (await savepoint.execute(sql.raw(everyType))) as Rows),
    );
    expect(inTransaction.rows[0]).toEqual(expected);
  });

  it('read as PGlite reads them by default for SQL run past Drizzle (the job queue)', async () => {
    const expected = (await plainClient.query(everyType)).rows[0] as Record<string, unknown>;
    expect(expected.timestamptz).toBeInstanceOf(Date);
    const database = wrapPglite(client);
    // Without values, a script of several statements answers its last one's rows.
    expect((await database.runSql(`select 1 as one; ${everyType}`)).rows[0]).toEqual(expected);
    expect((await database.runSql(`select $1::int as "integer"`, [42])).rows[0]).toEqual({ integer: 42 });
  });
});
