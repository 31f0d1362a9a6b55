export { type CatalogReferenceRows, catalogReferenceProblems } from './catalog-references';
export {
  type Database,
  type DatabaseOptions,
  type Db,
  type Listening,
  type LockSession,
  migrationsFolder,
  openDatabase,
  type PostgresTimeouts,
  pgliteDirOf,
  processId,
  wrapPglite,
} from './client';
export { findRepoRoot, repoRoot } from './repo-root';
export * as schema from './schema';
