import { spawn } from 'node:child_process';
import { repoRoot, runAdminCommand, type SpawnOptions } from '@releve/server/spawn';

/**
 * The catalogue bench (issue 4, acceptance 9): the server with a 5,000-class studio, measured on
 * initial data, a 20-item playlist page and one media item, each against /api/ping.
 */
export type CatalogSeed = 'demo' | 'scale';
export const catalogSeeds: readonly CatalogSeed[] = ['demo', 'scale'];

export interface CatalogBenchOptions {
  /** `demo`: the demo studio (DEMO_STUDIO=true); `scale`: a plain generated catalogue of `classes`. */
  seed: CatalogSeed;
  /** Classes to seed (the demo studio's DEMO_SCALE). */
  classes: number;
}

const SEED_SCRIPT = 'apps/server/src/modules/catalog/testing/seed-scale-catalog.ts';

export function catalogSpawnOptions({ seed, classes }: CatalogBenchOptions): SpawnOptions {
  if (seed === 'demo') {
    // Seeded before the server starts (the admin command), so seeding does not count against the
    // server's start-up time limit; DEMO_STUDIO then finds the catalogue in place.
    return {
      env: { DEMO_STUDIO: 'true', DEMO_SCALE: String(classes) },
      prepare: async (env) => {
        await runAdminCommand(env, ['seed-catalog', '--scale', String(classes)]);
      },
    };
  }
  return { prepare: (env) => runServerScript(env, SEED_SCRIPT, [String(classes)]) };
}

/** Runs one of the server's scripts on its database (the server's environment), before it starts. */
export function runServerScript(env: NodeJS.ProcessEnv, script: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} ${args.join(' ')} failed (exit code ${code})`)),
    );
  });
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/**
 * The routes to measure, found in the running studio: a playlist of the home page with at least
 * 20 items (so the page is a full one) and that page's first class.
 */
export async function catalogTargets(baseUrl: string): Promise<string[]> {
  const initial = (await getJson(`${baseUrl}/api/initial-data`)) as {
    homeShelves: { type: string; itemId: string | null }[];
  };
  const playlistIds = initial.homeShelves.flatMap((shelf) =>
    shelf.type === 'playlist' && shelf.itemId ? [shelf.itemId] : [],
  );
  for (const playlistId of playlistIds) {
    const playlistPage = `/api/v2/playlists/${encodeURIComponent(playlistId)}?page_limit=20`;
    const page = (await getJson(`${baseUrl}${playlistPage}`)) as { playlist: { mediaid: string }[] };
    const first = page.playlist[0];
    if (page.playlist.length === 20 && first) {
      return ['/api/initial-data', playlistPage, `/api/v2/media/${encodeURIComponent(first.mediaid)}`];
    }
  }
  throw new Error('The studio has no home-page playlist of 20 items or more to measure');
}
