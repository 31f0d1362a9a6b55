import { searchSources } from '@releve/contracts';
import { openDatabase } from '@releve/db';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

const database = await openDatabase(
  process.env.PGURL ? { databaseUrl: process.env.PGURL } : { dataDir: '/tmp/s50k/pglite' },
);
const service = new SearchService(new SearchRepository(database.db));
const qs = [
  'gentle',
  'bar',
  'barre',
  'gentle adagio',
  'adgaio',
  'pirouete',
  'pointe wrk',
  'balet',
  'strech',
  'jazz comb',
  'mindful',
  'precise tiny',
  'lifted bal',
  'polsihed',
];
for (let round = 0; round < 2; round++) {
  for (const q of qs) {
    const t0 = performance.now();
    const a = await service.search({ query: q, sources: searchSources, page: 1, userId: null });
    if (round === 1)
      console.log(
        q.padEnd(14),
        (performance.now() - t0).toFixed(1).padStart(7),
        'ms',
        a.results.map((r) => `${r.source}:${r.found}`).join(' '),
        '|',
        a.results.at(-1)?.hits[0]?.title,
      );
  }
}
await database.close();
