import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root: the first folder above `fromUrl` whose package.json declares the workspaces.
 * Files the server reads at run time (migrations, built-in site configs, the web build) are found from
 * it, so the same code works from its TypeScript sources and from the server's compiled bundle, which
 * sit at different depths.
 */
export function findRepoRoot(fromUrl: string): string {
  let dir = path.dirname(fileURLToPath(fromUrl));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No workspace root above ${fileURLToPath(fromUrl)}`);
    dir = parent;
  }
}

/** Relevé's checkout (computed once: reading package.json files on every use would be wasted work). */
export const repoRoot = findRepoRoot(import.meta.url);
