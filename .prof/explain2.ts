import { openDatabase } from '@releve/db';
import { sql } from 'drizzle-orm';
import { pagesStatement as newStatement } from '../apps/server/src/modules/search/source-queries';
import { pagesStatement as oldStatement } from './old-source-queries';
import { searchTerms } from '../apps/server/src/modules/search/search-terms';
import { searchSources } from '@releve/contracts';

const database = await openDatabase({ dataDir: '/tmp/s50k/pglite' });
const db = database.db;
await db.execute(sql`analyze media_item, playlist, program, collection, search_word`);
const w = () => sql`select 'x' as id`;
const full = process.env.FULL;
for (const q of process.argv.slice(2)) {
  const terms = searchTerms(q);
  for (const [name, st] of [['old', oldStatement(searchSources, terms.prefixQuery, 10, 0, w as any)], ['new', newStatement(searchSources, terms.prefixQuery, 10, 0, 100, w)]] as const) {
    const runs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = (await db.execute(sql`explain (analyze, buffers off) ${st}`)) as any;
      const lines = res.rows.map((r: any) => r['QUERY PLAN']);
      runs.push(lines.filter((l: string) => /Planning Time|Execution Time/.test(l)).map((l: string) => l.replace(/ Time: /, ' ').replace(' ms', '')).join(' '));
      if (full && i === 3) console.log(lines.filter((l: string) => !/never executed|Index Searches: 0/.test(l)).join('\n'));
    }
    console.log(q, name, runs.slice(1).join(' | '));
  }
}
