import type { Db } from '@releve/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { libraryExportSections } from './library.export';
import { LibraryRepository } from './library.repository';
import { libraryRoutes } from './library.routes';
import { LibraryService } from './library.service';
import { ProgramLockService } from './program-locks';
import { watchHistory } from './watch-history';

// The library module's public face: the demo accounts' history (decision 034).
export { type DemoLibraryStep, seedDemoLibrary } from './demo-library';
export type { CatalogReader } from './library.service';
export type { ProgramLockService } from './program-locks';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which program sections are open to a member (decision 042); playback's sign rule asks it. */
    programLocks: ProgramLockService;
  }
}

export interface LibraryModuleOptions {
  db: Db;
}

/**
 * The member's library: favorites, classes taken, progress, program state, player settings. Uses
 * accounts' `app.access` and `app.membership` (favorites are for members) and the catalogue's
 * `app.catalog` (titles, posters, programs); gives accounts its part of the profile and of the data
 * export through `app.accounts`, which is how the profile reads the library without accounts
 * depending on it.
 */
export const libraryModule = fp(
  async (app: FastifyInstance, { db }: LibraryModuleOptions) => {
    const repository = new LibraryRepository(db);
    const library = new LibraryService(repository, app.catalog, app.accounts.memberMemory());
    const programLocks = new ProgramLockService(db, app.catalog);
    app.decorate('programLocks', programLocks);
    app.accounts.addProfileParts(library);
    app.accounts.addExportSections(...libraryExportSections(repository));
    app.accounts.addMemberDetails({
      memberDetails: async (userId) => ({ watchHistory: await watchHistory(db, app.catalog, userId) }),
    });
    await app.register(libraryRoutes, {
      access: app.access,
      library,
      programLocks,
      isMember: (userId) => app.membership.isMember(userId),
    });
  },
  { name: 'library', dependencies: ['accounts', 'catalog'] },
);
