import { openDatabase } from '@releve/db';
import { sql } from 'drizzle-orm';
import { SearchRepository } from '../apps/server/src/modules/search/search.repository';
import { SearchService } from '../apps/server/src/modules/search/search.service';
import { queryMix } from '../bench/src/search-queries';
import { searchSources } from '@releve/contracts';

const database = await openDatabase({ dataDir: '/tmp/s50k/pglite' });
const db = database.db;
const repo = new SearchRepository(db);
await repo.analyze();
const titles = ((await db.execute(sql`select title from media_item order by published_at desc limit 2000`)) as any).rows.map((r: any) => r.title);
const queries = queryMix(titles, 300);
const svc = new SearchService(repo);
for (const q of queries.slice(0, 30)) await svc.search({ query: q.query, sources: searchSources, page: 1, userId: null });
const times: Record<string, { q: string; ms: number }[]> = { exact: [], prefix: [], misspelled: [] };
for (const q of queries) {
  const t = performance.now();
  await svc.search({ query: q.query, sources: searchSources, page: 1, userId: null });
  times[q.kind]!.push({ q: q.query, ms: performance.now() - t });
}
const p = (xs: number[], n: number) => [...xs].sort((a, b) => a - b)[Math.ceil((n / 100) * xs.length) - 1];
const all = Object.values(times).flat().map((x) => x.ms);
console.log('all p50', p(all, 50)?.toFixed(1), 'p95', p(all, 95)?.toFixed(1));
for (const [k, v] of Object.entries(times)) {
  console.log(k, 'p50', p(v.map((x) => x.ms), 50)?.toFixed(1), 'p95', p(v.map((x) => x.ms), 95)?.toFixed(1));
  console.log('  slowest', [...v].sort((a, b) => b.ms - a.ms).slice(0, 6).map((x) => `${x.q}=${x.ms.toFixed(1)}`).join(', '));
}
await database.close?.();
