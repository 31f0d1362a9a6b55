import type { Database } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SearchRepository } from './search.repository';
import { searchRoutes } from './search.routes';
import { SearchService } from './search.service';

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
    app.addHook('onReady', () => repository.vacuumAnalyze());
    await app.register(searchRoutes, {
      access: app.access,
      search: new SearchService(repository),
    });
  },
  { name: 'search', dependencies: ['accounts'] },
);
