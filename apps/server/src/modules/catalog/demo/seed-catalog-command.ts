import { openDatabase } from '@releve/db';
import type { Env } from '../../../config/env';
import { createStorage } from '../../../storage/create-storage';
import { AdminError, assertDataFolderFree, pgliteDirOf } from '../../admin/admin.module';
import { ensureDemoAssets } from './demo-assets-cache';
import { demoAssetMakers, demoCacheRoot, describeDemoStudio, seedDemoStudio } from './demo-studio';

export const seedCatalogUsage = `  seed-catalog [--scale N] [--assets-only]              seed the demo studio (N classes, default 5000)
                                                        into an empty catalogue; --assets-only just
                                                        generates the posters and clips into the cache`;

export interface SeedCatalogCommand {
  scale: number;
  assetsOnly: boolean;
}

/** Reads `seed-catalog [--scale N] [--assets-only]`. */
export function parseSeedCatalog(args: readonly string[]): SeedCatalogCommand {
  const command: SeedCatalogCommand = { scale: 5_000, assetsOnly: false };
  for (let i = 0; i < args.length; i++) {
    const word = args[i] as string;
    if (word === '--assets-only') {
      command.assetsOnly = true;
    } else if (word === '--scale' || word.startsWith('--scale=')) {
      const text = word === '--scale' ? (args[++i] ?? '') : word.slice('--scale='.length);
      const scale = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!(scale >= 100 && scale <= 200_000)) {
        throw new AdminError(`--scale must be a whole number from 100 to 200000, not "${text}"`);
      }
      command.scale = scale;
    } else {
      throw new AdminError(
        `Usage: npm run admin -- seed-catalog [--scale N] [--assets-only] (unknown "${word}")`,
      );
    }
  }
  return command;
}

/** Seeds the server's database (DATABASE_URL, or PGlite in DATA_DIR while no server holds it). */
export async function runSeedCatalog(env: Env, command: SeedCatalogCommand): Promise<string> {
  if (command.assetsOnly) {
    const assets = await ensureDemoAssets(demoCacheRoot(env), demoAssetMakers(env.FFMPEG_PATH));
    const how = assets.generated ? 'generated' : 'already cached';
    return `Demo posters and clips ${how} in ${assets.filesDir} (${assets.milliseconds} ms).`;
  }
  if (!env.DATABASE_URL) assertDataFolderFree(pgliteDirOf(env.DATA_DIR));
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDirOf(env.DATA_DIR) });
  try {
    await database.migrate();
    const report = await seedDemoStudio({
      env,
      database,
      storage: await createStorage(env),
      classes: command.scale,
    });
    if (!report.seeded) {
      throw new AdminError('The catalogue already has media: seed-catalog only fills an empty catalogue.');
    }
    return `${describeDemoStudio(report)}.`;
  } finally {
    await database.close();
  }
}
