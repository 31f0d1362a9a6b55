/**
 * Seeds the plain scale catalogue into the server's database (DATA_DIR's PGlite or DATABASE_URL)
 * before the server starts, for benchmarks: `node --import tsx .../seed-scale-catalog.ts 50000`.
 */
import { openDatabase, schema } from '@releve/db';
import { loadEnv } from '../../../config/env';
import { pgliteDirOf } from '../../admin/admin.module';
import { insertScaleCatalog } from './scale-catalog';

const classes = Number(process.argv[2] ?? 5_000);
if (!Number.isInteger(classes) || classes < 1) {
  console.error(`The number of classes must be a whole number >= 1, got "${process.argv[2]}"`);
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDirOf(env.DATA_DIR) });
try {
  await database.migrate();
  const [existing] = await database.db.select({ id: schema.mediaItem.id }).from(schema.mediaItem).limit(1);
  if (existing) throw new Error('The database already holds a catalogue: seed only an empty one');
  await insertScaleCatalog(database.db, classes);
} finally {
  await database.close();
}
