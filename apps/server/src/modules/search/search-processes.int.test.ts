import { openDatabase, schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from '../../testing/spawn-server';

/*
 * Several server processes on one PostgreSQL database (issue 15, acceptance 5): a class written
 * by anyone (here, straight to the database, as the studio's tools do) is found, renamed or gone in
 * every process's next search, with no restart and no message between them. Its words for typo
 * tolerance are kept in each process's memory and reach the others with the catalogue's notice, within
 * a second. PGlite has one process per folder; its case is search.int.test.ts's "the index stays current".
 */
const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.stop();
});

async function ids(server: SpawnedServer, query: string): Promise<string[]> {
  const response = await fetch(`${server.url}/api/search?q=${encodeURIComponent(query)}&sources=videos`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { results: { hits: { id: string }[] }[] };
  return body.results.flatMap((result) => result.hits.map((hit) => hit.id));
}

/** The answers of both, once they are `expected` (each process hears the catalogue's notice), within a second. */
async function withinASecond(
  both: (query: string) => Promise<string[][]>,
  query: string,
  expected: string[][],
) {
  const deadline = Date.now() + 1_000;
  let found = await both(query);
  while (JSON.stringify(found) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    found = await both(query);
  }
  return found;
}

describe.runIf(process.env.DATABASE_URL)('search with two server processes on PostgreSQL', () => {
  it('finds a class added, renamed or unpublished in both, without a restart', {
    timeout: 180_000,
  }, async () => {
    const first = await spawnServer({ stubWebIfMissing: true });
    servers.push(first);
    const databaseUrl = first.databaseUrl ?? '';
    const second = await spawnServer({ stubWebIfMissing: true, env: { DATABASE_URL: databaseUrl } });
    servers.push(second);
    const database = await openDatabase({ databaseUrl, poolSize: 1 });
    try {
      const both = async (query: string) => [await ids(first, query), await ids(second, query)];
      expect(await both('sissonne')).toEqual([[], []]);

      await database.db
        .insert(schema.mediaItem)
        .values({ id: 'sisson02', title: 'Sissonne Fermée', publishedAt: new Date(Date.now() - 1_000) });
      expect(await both('sissonne')).toEqual([['sisson02'], ['sisson02']]);
      const typo = [['sisson02'], ['sisson02']];
      expect(await withinASecond(both, 'sisonne', typo)).toEqual(typo); // its words, for typos

      await database.db
        .update(schema.mediaItem)
        .set({ title: 'Chaîné Turns' })
        .where(eq(schema.mediaItem.id, 'sisson02'));
      expect(await both('chaine')).toEqual([['sisson02'], ['sisson02']]);
      expect(await both('sissonne')).toEqual([[], []]);

      await database.db
        .update(schema.mediaItem)
        .set({ eventState: 'unpublished-live' })
        .where(eq(schema.mediaItem.id, 'sisson02'));
      expect(await both('chaine')).toEqual([[], []]);
    } finally {
      await database.close();
    }
  });
});
