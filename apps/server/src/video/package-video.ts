import { randomBytes } from 'node:crypto';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type PackagedHls, type PackageHlsOptions, packageHls } from './package-hls';

/**
 * The one packaging path: uploads (through the `package-video` job) and the demo studio's clips both
 * come here. The package is made in place, rendition by rendition (package-hls.ts: each rendition built
 * in a hidden folder and renamed in, the master playlist rewritten by rename to name it), so a video
 * plays from its first rendition on (decision 040). A package already there (a failed attempt's
 * leftovers) is moved aside first and removed; nothing plays a package while it is remade, as only an
 * asset not yet ready is packaged. On failure the partial package is removed.
 */
export async function packageVideo(options: PackageHlsOptions): Promise<PackagedHls> {
  const target = path.resolve(options.outputDir);
  const suffix = randomBytes(6).toString('hex');
  const old = path.join(path.dirname(target), `.${path.basename(target)}.old-${suffix}`);
  await rename(target, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rm(old, { recursive: true, force: true });
  try {
    return await packageHls({ ...options, outputDir: target });
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Removes what a process that died mid-way left beside `outputDir` (folders being replaced). Only for
 * callers that know no other packaging of the same target is running (the job holds its asset alone).
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
