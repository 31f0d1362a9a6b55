import { randomBytes } from 'node:crypto';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type PackagedHls, type PackageHlsOptions, packageHls } from './package-hls';

/**
 * The one packaging path: uploads (through the `package-video` job) and the demo studio's clips both
 * come here. The package is built in a hidden folder beside its target, then renamed into place, so a
 * reader sees the old package or the new one, never a half-written one. Hidden names (a leading dot)
 * are never storage keys, so nothing being built can be served.
 */
export async function packageVideo(options: PackageHlsOptions): Promise<PackagedHls> {
  const target = path.resolve(options.outputDir);
  const suffix = randomBytes(6).toString('hex');
  const building = path.join(path.dirname(target), `.${path.basename(target)}.building-${suffix}`);
  try {
    const packaged = await packageHls({ ...options, outputDir: building });
    // rename() cannot replace a folder that has files in it: move the old package aside first.
    const old = path.join(path.dirname(target), `.${path.basename(target)}.old-${suffix}`);
    const hadOld = await rename(target, old).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    await rename(building, target);
    if (hadOld) await rm(old, { recursive: true, force: true });
    return packaged;
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Removes what a process that died mid-way left beside `outputDir` (folders being built or replaced).
 * Only for callers that know no other packaging of the same target is running (the job holds its
 * asset alone).
 */
export async function removeLeftovers(outputDir: string): Promise<void> {
  const target = path.resolve(outputDir);
  const prefix = `.${path.basename(target)}.`;
  const entries = await readdir(path.dirname(target)).catch(() => [] as string[]);
  for (const entry of entries) {
    if (entry.startsWith(`${prefix}building-`) || entry.startsWith(`${prefix}old-`)) {
      await rm(path.join(path.dirname(target), entry), { recursive: true, force: true });
    }
  }
}
