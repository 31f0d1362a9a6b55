import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@releve/db';
import { type Env, invocationDir } from './env';

/** Where `npm start` and `npm run demo` kept the default ./data before INIT_CWD was read: apps/server/data. */
export const earlierDefaultDataDir = path.join(repoRoot, 'apps/server/data');

/**
 * A server that used the default data folder once kept it in apps/server/data (npm runs the server's
 * script in that folder). When that folder exists and the one now meant does not, starting would open
 * an empty studio (and a new auth secret): say how to move it instead, in one line.
 */
export function movedDataDirProblem(
  env: Pick<Env, 'DATA_DIR'>,
  source: NodeJS.ProcessEnv = process.env,
  earlier = earlierDefaultDataDir,
): string | undefined {
  if (source.DATA_DIR || path.resolve(earlier) === env.DATA_DIR) return undefined;
  if (!existsSync(earlier) || existsSync(env.DATA_DIR)) return undefined;
  const typedIn = invocationDir(source);
  const shown = (folder: string) => path.relative(typedIn, folder) || '.';
  return `Relevé keeps its data in ${env.DATA_DIR} now, and an earlier start left it in ${earlier}: move it there (mv ${shown(earlier)} ${shown(env.DATA_DIR)}), or set DATA_DIR=${earlier} to keep using it where it is`;
}
