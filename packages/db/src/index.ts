export {
  type Database,
  type DatabaseOptions,
  type Db,
  migrationsFolder,
  openDatabase,
  wrapPglite,
} from './client';
export * as schema from './schema';
