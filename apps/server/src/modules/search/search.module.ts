import type { Database } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SearchRepository } from './search.repository';
import { searchRoutes } from './search.routes';
import { SearchService } from './search.service';
import { LiveVocabulary } from './search-vocabulary';

// Search's public face: the plugin, and the analytics queries for the studio's console.
export type { QueryCount } from './search.repository';
export { SearchRepository } from './search.repository';

export interface SearchModuleOptions {
  database: Pick<Database, 'db' | 'runPrepared'>;
}

/**
 * Search over the catalogue in the database (full text and trigrams; the search columns are the
 * database's own, so every process sees a write at once) and its analytics. Uses `app.access` to
 * record who searched.
 */
export const searchModule = fp(
  async (app: FastifyInstance, { database }: SearchModuleOptions) => {
    const repository = new SearchRepository(database);
    // The typo tolerance's words, kept in memory and loaded again whenever the catalogue module hears
    // its tables change (from any process), and once more after its lost listening connection is back.
    const vocabulary = new LiveVocabulary(
      () => repository.vocabulary(),
      (error) => app.log.error({ err: error }, 'The search vocabulary could not be loaded'),
    );
    await vocabulary.get();
    app.catalog.onChange(() => vocabulary.changed());
    app.addHook('onReady', () => repository.vacuumAnalyze());
    await app.register(searchRoutes, {
      access: app.access,
      search: new SearchService(repository, () => vocabulary.get()),
    });
  },
  { name: 'search', dependencies: ['accounts', 'catalog'] },
);
