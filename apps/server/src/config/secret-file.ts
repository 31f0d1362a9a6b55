import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in DATA_DIR/`name` (readable by the owner only), made of 32 random bytes on first
 * start, so a fresh install never runs on a shipped constant. Several processes starting at once
 * agree on one file: the first write wins and every process reads that one.
 */
export function loadSecretFile(dataDir: string, name: string, prefix = ''): string {
  const file = path.join(dataDir, name);
  const read = () => readFileSync(file, 'utf8').trim();
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${prefix}${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}
