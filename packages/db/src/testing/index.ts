import { inject } from 'vitest';
import { type Database, openDatabase, wrapPglite } from '../client';
import { createPostgresDatabase, openPgliteFromTemplate } from './template';

export * from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the global setup: where the migrated template lives. */
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; adminUrl: string; name: string };
  }
}

/**
 * A migrated database of its own for one test file, on PGlite or on PostgreSQL
 * (DATABASE_URL), cloned from the template the global setup prepared.
 */
export async function createTestDatabase(label = 'vitest'): Promise<Database> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') return wrapPglite(await openPgliteFromTemplate(template.file));
  const created = await createPostgresDatabase(template.adminUrl, template.name, label);
  const database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}
