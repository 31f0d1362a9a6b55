import { existsSync } from 'node:fs';
import { type Database, openDatabase } from '@releve/db';
import { type Env, publicUrlOf } from '../config/env';
import { JobQueue } from '../jobs/job-queue';
import { type AccountsTools, createAccountsTools } from '../modules/accounts/accounts.module';
import {
  AdminError,
  AdminService,
  assertDataFolderFree,
  MemberImporter,
  pgliteDirOf,
} from '../modules/admin/admin.module';
import {
  NEWSLETTER_LINK_PURPOSE,
  newsletterLink,
  PromotionSettingsError,
  PromotionsAdmin,
  renewSandboxSubscriptionsOn,
} from '../modules/billing/billing.module';
import { InsightsRollupRepository } from '../modules/insights/insights.module';
import { LiveRepository, LiveService } from '../modules/live/live.module';
import { createMailer } from '../modules/mail/mail.module';
import { NotificationsRepository } from '../modules/notifications/notifications.module';
import { HttpError } from '../plugins/errors';
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
    if (command.name === 'insights-rebuild') {
      const { spans, members } = await new InsightsRollupRepository(database.db).rebuild();
      return { exitCode: 0, stdout: `Insights rollups rebuilt: ${spans} subscriptions, ${members} members` };
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
    if (command.name === 'newsletter-link') {
      const signer = accounts.linkSigner(NEWSLETTER_LINK_PURPOSE);
      const links = command.emails.map((email) => newsletterLink(publicUrlOf(env), signer, email));
      return { exitCode: 0, stdout: links.join('\n') };
    }
    if (command.name === 'attach-recording') {
      return { exitCode: 0, stdout: await attachRecording(env, database, accounts, command) };
    }
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

/** Attaches the recording; the members who asked are notified and e-mailed (SMTP, or the outbox). */
async function attachRecording(
  env: Env,
  database: Database,
  accounts: AccountsTools,
  command: Extract<AdminCommand, { name: 'attach-recording' }>,
): Promise<string> {
  const mailer = createMailer(env);
  const live = new LiveService(new LiveRepository(database.db), {
    hasLiveAccess: async () => false,
    recipientOf: async (userId) => accounts.users.findById(userId),
    notifications: new NotificationsRepository(database.db),
    mailer,
    publicUrl: publicUrlOf(env),
    log: { error: (details, message) => console.error(message, details) },
  });
  try {
    const { className, notified } = await live.attachRecording(command.classId, command.mediaId);
    return `Attached ${command.mediaId} to ${className} (class ${command.classId}); ${notified} member${notified === 1 ? '' : 's'} notified.`;
  } catch (error) {
    if (error instanceof HttpError) throw new AdminError(error.message);
    throw error;
  } finally {
    await mailer.close();
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
