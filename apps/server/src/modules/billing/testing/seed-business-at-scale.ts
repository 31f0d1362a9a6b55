/**
 * Adds a studio's worth of billing history (decision 057's demo year, for many members) to the
 * server's database (DATA_DIR's PGlite or DATABASE_URL) before the server starts: what the insights
 * bench measures, with the owner it signs in as (the demo accounts are not added to a database that
 * already has members).
 *
 *   node --import tsx .../seed-business-at-scale.ts 100000 owner@example.test '<argon2id hash>'
 */
import { openDatabase, schema } from '@releve/db';
import { insertDemoOffers } from '@releve/db/seed';
import { loadEnv } from '../../../config/env';
import { pgliteDirOf } from '../../admin/admin.module';
import { InsightsRollupRepository } from '../../insights/insights.module';
import { seedDemoBusiness } from '../demo/demo-business';

const members = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(members) || members < 1) {
  console.error(`Give a whole number of members, got "${process.argv[2]}"`);
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDirOf(env.DATA_DIR) });
try {
  await database.migrate();
  await insertDemoOffers(database.db);
  const started = performance.now();
  // The owner's password comes hashed (argon2id, by the bench): this script reaches no other module.
  const [email = 'owner@scale.releve.test', passwordHash] = process.argv.slice(3);
  if (!passwordHash) throw new Error('Give the owner e-mail and password hash after the number of members');
  await database.db.insert(schema.user).values({
    id: 'scale-owner',
    email,
    emailVerified: true,
    firstName: 'Scale',
    lastName: 'Owner',
    staffRole: 'owner',
    welcomePending: false,
  });
  await database.db.insert(schema.account).values({
    id: 'scale-owner-account',
    accountId: 'scale-owner',
    providerId: 'credential',
    userId: 'scale-owner',
    password: passwordHash,
  });
  const rows = await seedDemoBusiness(database.db, new Date(), { members, prefix: 'scale' });
  console.log(
    `  ${rows.users.length} members, ${rows.subscriptions.length} subscriptions, ${rows.payments.length} payments, ${rows.cancellations.length} cancellations in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  // The dashboards read the rollups (decision 065): made as `npm run admin -- insights rebuild` makes them.
  const rebuilt = performance.now();
  await new InsightsRollupRepository(database.db).rebuild();
  console.log(`  insights rollups rebuilt in ${Math.round((performance.now() - rebuilt) / 1000)} s`);
} finally {
  await database.close();
}
