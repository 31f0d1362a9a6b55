import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Clock,
  claimDataFolder,
  DataFolderBusyError,
  pidNamespace,
  STALE_MS,
  serverPidFileOf,
} from './server-lock';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folderHeldFromElsewhere(beatAgoMs: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'releve-lock-'));
  folders.push(folder);
  const file = serverPidFileOf(folder);
  writeFileSync(file, `1\nanother-boot another-host pid:[1]\nsome-token\n`);
  const at = new Date(Date.now() - beatAgoMs);
  utimesSync(file, at, at);
  return folder;
}

const noLoss = () => {
  throw new Error('lost the lock');
};

/** A clock whose sleeps pass at once, moving its time on; `during` runs in each sleep. */
function fakeClock(during: () => void = () => {}): Clock & { slept: number[] } {
  let offset = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => Date.now() + offset,
    sleep: async (ms) => {
      slept.push(ms);
      offset += ms;
      during();
    },
  };
}

describe('the PGlite folder lock (decision 060)', () => {
  it('refuses a holder in another namespace whose heartbeat moves', async () => {
    const folder = folderHeldFromElsewhere(500);
    // While the newcomer watches, the holder beats (each beat a later time than the last, as beats two
    // seconds apart are: two beats of this test may fall in one millisecond).
    let beats = 0;
    const beating = () => {
      beats += 1;
      const now = new Date(Date.now() + beats);
      utimesSync(serverPidFileOf(folder), now, now);
    };
    await expect(claimDataFolder(folder, noLoss, fakeClock(beating))).rejects.toThrow(DataFolderBusyError);
    await expect(claimDataFolder(folder, noLoss, fakeClock(beating))).rejects.toThrow(
      `The server is running on ${folder} (pid 1 in another container or machine (another-host))`,
    );
  });

  it('takes the folder of a holder in another namespace whose heartbeat stopped (a crashed container)', async () => {
    const folder = folderHeldFromElsewhere(STALE_MS + 1_000);
    const claim = await claimDataFolder(folder, noLoss, fakeClock());
    const [pid, namespace] = readFileSync(serverPidFileOf(folder), 'utf8').split('\n');
    expect([Number(pid), namespace]).toEqual([process.pid, pidNamespace()]);
    claim.release();
  });

  it('waits out a fresh heartbeat that does not move, then takes the folder', async () => {
    const folder = folderHeldFromElsewhere(1_000);
    const beatWritten = statSync(serverPidFileOf(folder)).mtimeMs;
    // Time passes, the holder never beats again.
    const clock = fakeClock();
    const claim = await claimDataFolder(folder, noLoss, clock);
    expect(clock.slept[0]).toBeGreaterThan(2_000);
    // It slept until the beat was STALE_MS old: the beat's age when it looked (a second, and the real
    // milliseconds the test took to get there) and its sleeps make STALE_MS together.
    const ageWhenLooked = Date.now() - beatWritten;
    expect(clock.slept.slice(0, 2).reduce((sum, ms) => sum + ms, 0) + ageWhenLooked).toBeGreaterThanOrEqual(
      STALE_MS,
    );
    expect(readFileSync(serverPidFileOf(folder), 'utf8').startsWith(`${process.pid}\n`)).toBe(true);
    claim.release();
  });

  it('takes at once the file of a dead process of its own namespace (a killed server)', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'releve-lock-'));
    folders.push(folder);
    writeFileSync(serverPidFileOf(folder), `2147483000\n${pidNamespace()}\nold-token\n`);
    const clock = fakeClock();
    const claim = await claimDataFolder(folder, noLoss, clock);
    // Only the short settling pause after the rename.
    expect(clock.slept).toEqual([200]);
    claim.release();
  });
});
