import '../runtime/require-supported-node';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EnvError, loadEnv } from '../config/env';
import { AdminError, DataFolderBusyError } from '../modules/admin/admin.module';
import { adminUsage, parseAdminCommand } from './admin-commands';

/**
 * `npm run admin -- <command>`: exit code 0 when done, 1 with a message on stderr when not. The
 * database and better-auth are loaded only once the command line is known to be good, so `help` and
 * typos answer at once.
 */
async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'seed-catalog') {
    const { parseSeedCatalog, runSeedCatalog } = await import('../modules/catalog/catalog.module');
    const seed = parseSeedCatalog(argv.slice(1));
    console.log(await runSeedCatalog(loadEnv(), seed));
    return 0;
  }
  if (argv[0] === 'storage') {
    const { runStorageCommand } = await import('../storage/copy-to-bucket');
    console.log(await runStorageCommand(loadEnv(), argv.slice(1)));
    return 0;
  }
  const command = parseAdminCommand(argv);
  if (command.name === 'help') {
    const { seedCatalogUsage } = await import('../modules/catalog/catalog.module');
    const { storageCopyUsage } = await import('../storage/copy-to-bucket');
    console.log(adminUsage.replace(/^( {2}help )/m, `${seedCatalogUsage}\n${storageCopyUsage}\n$1`));
    return 0;
  }
  const env = loadEnv();
  const csv = command.name === 'import-members' ? await readCsv(command.file) : undefined;
  const { runOnDatabase } = await import('./admin-database');
  const outcome = await runOnDatabase(env, command, csv);
  if (outcome.stdout) console.log(outcome.stdout);
  if (outcome.stderr) console.error(outcome.stderr);
  return outcome.exitCode;
}

async function readCsv(file: string): Promise<string> {
  try {
    return await readFile(path.resolve(file), 'utf8');
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    throw new AdminError(`Cannot read ${file}: ${reason}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // StorageCopyError by name: importing its file would load the S3 client for every command.
    const known =
      error instanceof AdminError ||
      error instanceof EnvError ||
      error instanceof DataFolderBusyError ||
      (error instanceof Error && error.name === 'StorageCopyError');
    console.error(known ? (error as Error).message : error);
    process.exitCode = 1;
  },
);
