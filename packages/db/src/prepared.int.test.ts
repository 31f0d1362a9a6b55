import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { MAX_PREPARED, preparedStatement } from './prepared';
import { createTestDatabase } from './testing';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase('db');
});
afterAll(() => database.close());

const statement = (word: string, limit: number) =>
  sql`select ${word}::text || '!' as said, n from generate_series(1, ${limit}::int) as n order by n`;

describe('runPrepared', () => {
  it('answers as an ordinary statement does, run after run, with each run’s values', async () => {
    for (const [word, limit] of [
      ['plié', 2],
      ['tendu', 3],
      ['plié', 1],
    ] as const) {
      const prepared = await database.runPrepared(statement(word, limit));
      const ordinary = await database.runSql(
        `select $1::text || '!' as said, n from generate_series(1, $2::int) as n order by n`,
        [word, limit],
      );
      expect(prepared.rows).toEqual(ordinary.rows);
      expect(prepared.rows).toHaveLength(limit);
    }
  });

  it('names a statement by its text, so one text is one prepared statement', () => {
    expect(preparedStatement(statement('a', 1)).name).toBe(preparedStatement(statement('b', 9)).name);
    expect(preparedStatement(statement('a', 1)).name).not.toBe(
      preparedStatement(sql`select ${'a'}::text as said`).name,
    );
  });

  it('plans each run for its own values (a generic plan suits a rare word, not a common one)', async () => {
    const { rows } = await database.runPrepared(sql`select current_setting('plan_cache_mode') as mode`);
    expect(rows).toEqual([{ mode: 'force_custom_plan' }]);
  });

  it('reports a failing run and goes on answering', async () => {
    await expect(database.runPrepared(sql`select 1 / ${0}::int as n`)).rejects.toThrow(/division by zero/);
    await expect(database.runPrepared(sql`select 1 / ${0}::int as n`)).rejects.toThrow(/division by zero/);
    expect((await database.runPrepared(sql`select 6 / ${3}::int as n`)).rows).toEqual([{ n: 2 }]);
    expect(await database.ping()).toBe(true);
  });

  it('keeps no more than MAX_PREPARED statements, and runs the others as ordinary ones', async () => {
    for (let i = 0; i <= MAX_PREPARED; i++) {
      const { rows } = await database.runPrepared(sql.raw(`select ${i} as n`));
      expect(rows).toEqual([{ n: i }]);
    }
    const kept = await database.runSql(`select count(*)::int as kept from pg_prepared_statements`);
    expect((kept.rows[0] as { kept: number }).kept).toBeLessThanOrEqual(MAX_PREPARED);
  });

  it('runs inside no one else’s transaction', async () => {
    const inside = database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table held (n int) on commit drop`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const meanwhile = database.runPrepared(
      sql`select count(*)::int as n from pg_class where relname = ${'held'}`,
    );
    await inside;
    expect((await meanwhile).rows).toEqual([{ n: 0 }]);
  });
});
