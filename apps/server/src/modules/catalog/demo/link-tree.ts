import { copyFile, link, mkdir, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * Puts every file under `from` at the same relative path under `to`: hard links (instant, no extra
 * disk), or copies when the two folders are on different file systems. Existing files are replaced.
 * Answers how many files were placed.
 */
export async function linkTree(from: string, to: string): Promise<number> {
  let placed = 0;
  let canLink = true;
  const walk = async (relative: string) => {
    const entries = await readdir(path.join(from, relative), { withFileTypes: true });
    await mkdir(path.join(to, relative), { recursive: true });
    for (const entry of entries) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        await walk(child);
        continue;
      }
      const source = path.join(from, child);
      const target = path.join(to, child);
      await unlink(target).catch(() => {});
      if (canLink) {
        try {
          await link(source, target);
          placed++;
          continue;
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
          canLink = false;
        }
      }
      await copyFile(source, target);
      placed++;
    }
  };
  await walk('');
  return placed;
}
