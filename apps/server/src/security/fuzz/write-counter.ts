import type { Database } from '@releve/db';
import { sql } from 'drizzle-orm';

/**
 * Tables a request may write by design: attempt limits and reset tokens written after the reply
 * (moved by refused requests too), the anonymous event routes' shared limits on PostgreSQL (a refused
 * request still counts against them, decision 060), and search analytics (`GET /api/search` records
 * every search it answers, decision 012).
 */
const EXEMPT_TABLES = ['rate_limit', 'rate_count', 'account_attempt', 'verification', 'search_query'];

export interface WriteCounter {
  /** Rows inserted, updated or deleted so far, in any table but the exempt ones. */
  count(): Promise<number>;
}

/**
 * Counts every row written in the test's database with a trigger on each table, so a test can
 * tell that a request changed nothing, whichever table a route writes.
 */
export async function startWriteCounter(database: Database): Promise<WriteCounter> {
  const { db } = database;
  await db.execute(sql`create table fuzz_writes (n bigint not null)`);
  await db.execute(sql`insert into fuzz_writes values (0)`);
  await db.execute(
    sql.raw(`create function fuzz_count_write() returns trigger language plpgsql as $$
      begin update fuzz_writes set n = n + 1; return null; end $$`),
  );
  const exempt = [...EXEMPT_TABLES, 'fuzz_writes'].map((name) => `'${name}'`).join(', ');
  await db.execute(
    sql.raw(`do $$ declare t record; begin
      for t in select tablename from pg_tables where schemaname = 'public' and tablename not in (${exempt}) loop
        execute format('create trigger fuzz_count after insert or update or delete on %I for each row execute function fuzz_count_write()', t.tablename);
      end loop; end $$`),
  );
  return {
    async count() {
      const result = (await db.execute(sql`select n from fuzz_writes`)) as unknown as {
        rows: Array<{ n: string | number }>;
      };
      return Number(result.rows[0]?.n);
    },
  };
}
