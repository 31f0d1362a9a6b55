import { openDatabase } from '@releve/db';
import { sql } from 'drizzle-orm';
import { pagesStatement } from '../apps/server/src/modules/search/source-queries';
import { searchTerms } from '../apps/server/src/modules/search/search-terms';
import { searchSources } from '@releve/contracts';

const database = await openDatabase({ dataDir: '/tmp/s50k/pglite' });
const db = database.db;
await db.execute(sql`analyze media_item, playlist, program, collection, search_word`);
for (const q of process.argv.slice(2)) {
  const terms = searchTerms(q);
  const st = pagesStatement(searchSources, terms.prefixQuery, 10, 0, 100, () => sql`select 'x' as id`);
  for (let i = 0; i < 3; i++) await db.execute(st);
  const t = performance.now();
  for (let i = 0; i < 5; i++) await db.execute(st);
  console.log(q, 'avg', ((performance.now() - t) / 5).toFixed(1));
  const res = (await db.execute(sql`explain (analyze, buffers off) ${st}`)) as any;
  console.log(res.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
}
