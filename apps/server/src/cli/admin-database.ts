import { existsSync } from 'node:fs';
import { type Database, openDatabase } from '@releve/db';
import type { Env } from '../config/env';
import { MembershipService } from '../modules/accounts/membership.service';
import { UsersRepository } from '../modules/accounts/users.repository';
import { AdminError, AdminService } from '../modules/admin/admin.service';
import { MemberImporter } from '../modules/admin/member-import';
import { assertDataFolderFree, pgliteDirOf } from '../modules/admin/server-lock';
import { createStandaloneAuth } from '../modules/admin/standalone-auth';
import { type AdminCommand, formatImportReport, runAdminCommand } from './admin-commands';

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
    const users = new UsersRepository(database.db);
    if (command.name === 'import-members') {
      const importer = new MemberImporter(createStandaloneAuth(env, database.db), users);
      const report = await importer.importCsv(csv ?? '');
      const output = formatImportReport(report, command.file);
      return report.bad.length > 0 ? { exitCode: 1, stderr: output } : { exitCode: 0, stdout: output };
    }
    const admin = new AdminService(users, new MembershipService(users));
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
