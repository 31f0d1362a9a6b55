/**
 * Makes some of a seeded studio's classes drafts and schedules some others a month ahead, in the
 * server's database (DATA_DIR's PGlite or DATABASE_URL) before the server starts: what the studio
 * classes list bench filters by state. Written here rather than through the console, where each
 * write of a class rebuilds the members' catalogue (a second or more at 50,000 classes).
 *
 *   node --import tsx .../mark-studio-drafts.ts 40 10
 */
import { openDatabase } from '@releve/db';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../../../config/env';
import { pgliteDirOf } from '../../admin/admin.module';

const [drafts, scheduled] = [Number(process.argv[2] ?? 40), Number(process.argv[3] ?? 10)];
if (![drafts, scheduled].every((count) => Number.isInteger(count) && count >= 0)) {
  console.error(
    `Give whole numbers of drafts and scheduled classes, got "${process.argv.slice(2).join(' ')}"`,
  );
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDirOf(env.DATA_DIR) });
try {
  await database.db.execute(sql`update media_item set state = 'draft', updated_at = now()
    where id in (select id from media_item where content_type = 'video' order by id limit ${drafts})`);
  await database.db.execute(sql`update media_item set published_at = now() + interval '30 days', updated_at = now()
    where id in (select id from media_item where content_type = 'video' and state = 'published'
      order by id desc limit ${scheduled})`);
} finally {
  await database.close();
}
