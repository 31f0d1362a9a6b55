import { openDatabase } from '@releve/db';
import { sql } from 'drizzle-orm';
import { pagesStatement as newStatement } from '../apps/server/src/modules/search/source-queries';
import { pagesStatement as oldStatement } from './old-source-queries';
import { searchTerms } from '../apps/server/src/modules/search/search-terms';
import { queryMix } from '../bench/src/search-queries';
import { searchSources } from '@releve/contracts';

const database = await openDatabase({ dataDir: '/tmp/s50k/pglite' });
const db = database.db;
await db.execute(sql`analyze media_item, playlist, program, collection, search_word`);
const titles = ((await db.execute(sql`select title from media_item order by published_at desc limit 2000`)) as any).rows.map((r: any) => r.title);
const queries = queryMix(titles, Number(process.argv[2] ?? 150));
const w = () => sql`select 'x' as id`;
const variants = {
  old: (t: string) => oldStatement(searchSources, t, 10, 0, w as any),
  new: (t: string) => newStatement(searchSources, t, 10, 0, 100, w),
  ping: (_t: string) => sql`select 1`,
};
const times: Record<string, Record<string, number[]>> = {};
for (const [i, q] of queries.entries()) {
  const terms = searchTerms(q.query);
  if (!terms.prefixQuery) continue;
  const order = i % 2 ? ['old', 'new', 'ping'] : ['new', 'old', 'ping'];
  for (const v of order) {
    const st = (variants as any)[v](terms.prefixQuery);
    const t = performance.now();
    await db.execute(st);
    const ms = performance.now() - t;
    if (i >= 20) ((times[v] ??= {})[q.kind] ??= []).push(ms), (times[v].all ??= []).push(ms);
  }
}
const p = (xs: number[], n: number) => [...xs].sort((a, b) => a - b)[Math.ceil((n / 100) * xs.length) - 1]!;
for (const [v, byKind] of Object.entries(times))
  console.log(v, Object.entries(byKind).map(([k, xs]) => `${k} p50 ${p(xs, 50).toFixed(1)} p95 ${p(xs, 95).toFixed(1)}`).join(' | '));
