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
const queries = queryMix(titles, 300).filter((_, i) => i % 5 === 0);
const w = () => sql`select 'x' as id`;
const reps = Number(process.env.REPS ?? 9);
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const out: { q: string; kind: string; old: number; new: number }[] = [];
for (const q of queries) {
  const t = searchTerms(q.query).prefixQuery;
  const sts = { old: oldStatement(searchSources, t, 10, 0, w as any), new: newStatement(searchSources, t, 10, 0, 100, w) };
  const times: Record<string, number[]> = { old: [], new: [] };
  for (let i = 0; i < reps; i++) for (const v of i % 2 ? ['old', 'new'] : ['new', 'old']) {
    const s = performance.now(); await db.execute((sts as any)[v]); times[v]!.push(performance.now() - s);
  }
  out.push({ q: q.query, kind: q.kind, old: med(times.old!), new: med(times.new!) });
}
for (const kind of ['exact', 'prefix', 'misspelled']) {
  const rows = out.filter((r) => r.kind === kind);
  const sum = (k: 'old' | 'new') => rows.reduce((a, r) => a + r[k], 0).toFixed(0);
  console.log(kind, 'sum of medians old', sum('old'), 'new', sum('new'));
  console.log('  worst new/old', rows.map((r) => `${r.q}:${r.old.toFixed(1)}/${r.new.toFixed(1)}`).join(' '));
}
