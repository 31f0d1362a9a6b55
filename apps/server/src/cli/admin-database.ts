import { existsSync } from 'node:fs';
import { type Database, openDatabase } from '@releve/db';
import type { Env } from '../config/env';
import { JobQueue } from '../jobs/job-queue';
import { createAccountsTools } from '../modules/accounts/accounts.module';
import {
  AdminError,
  AdminService,
  assertDataFolderFree,
  MemberImporter,
  pgliteDirOf,
} from '../modules/admin/admin.module';
import {
  PromotionSettingsError,
  PromotionsAdmin,
  renewSandboxSubscriptionsOn,
} from '../modules/billing/billing.module';
import {
  type AdminCommand,
  formatImportReport,
  formatRenewals,
  isPromotionCommand,
  runAdminCommand,
  runPromotionCommand,
} from './admin-commands';

export interface CommandOutcome {
  exitCode: number;
  stdout?: string;
  stderr?: string;
}

/**
 * Opens the server's database (PGlite in DATA_DIR/pglite, or DATABASE_URL), migrates it, runs one
 * command, closes it.
 */
export async function runOnDatabase(
  env: Env,
  command: Exclude<AdminCommand, { name: 'help' }>,
  csv: string | undefined,
): Promise<CommandOutcome> {
  const database = await openServerDatabase(env);
  try {
    await database.migrate();
    if (command.name === 'renew-subscriptions') {
      // The webhooks go through the job queue, as the server's own renewals' do.
      const queue = await new JobQueue(database).start(() => {});
      try {
        return { exitCode: 0, stdout: formatRenewals(await renewSandboxSubscriptionsOn(database.db, queue)) };
      } finally {
        await queue.stop(1_000);
      }
    }
    if (isPromotionCommand(command)) {
      try {
        return { exitCode: 0, stdout: await runPromotionCommand(command, new PromotionsAdmin(database.db)) };
      } catch (error) {
        if (error instanceof PromotionSettingsError) return { exitCode: 1, stderr: error.message };
        throw error;
      }
    }
    const accounts = createAccountsTools(env, database.db);
    if (command.name === 'import-members') {
      const importer = new MemberImporter(accounts.auth(), accounts.users);
      const report = await importer.importCsv(csv ?? '');
      const output = formatImportReport(report, command.file);
      return report.bad.length > 0 ? { exitCode: 1, stderr: output } : { exitCode: 0, stdout: output };
    }
    const admin = new AdminService(accounts.users, accounts.membership());
    return { exitCode: 0, stdout: await runAdminCommand(command, admin) };
  } finally {
    await database.close();
  }
}

async function openServerDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL) return openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 2 });
  const pgliteDir = pgliteDirOf(env.DATA_DIR);
  assertDataFolderFree(pgliteDir);
  // Opening a missing folder would create an empty database and answer "no such member": a wrong
  // DATA_DIR deserves its own message.
  if (!existsSync(pgliteDir)) {
    throw new AdminError(
      `There is no Relevé database in ${pgliteDir}: check DATA_DIR (or set DATABASE_URL), or start the server once to create it.`,
    );
  }
  return openDatabase({ dataDir: pgliteDir });
}
