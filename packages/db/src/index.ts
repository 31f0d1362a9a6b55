export { type CatalogReferenceRows, catalogReferenceProblems } from './catalog-references';
export {
  type Database,
  type DatabaseOptions,
  type Db,
  type Listening,
  migrationsFolder,
  openDatabase,
  pgliteDirOf,
  wrapPglite,
} from './client';
export { findRepoRoot, repoRoot } from './repo-root';
export * as schema from './schema';
