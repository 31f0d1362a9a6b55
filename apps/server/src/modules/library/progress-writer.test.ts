import { describe, expect, it } from 'vitest';
import type { VideoStateWrite } from './library.repository';
import { ProgressWriter } from './progress-writer';

const write = (userId: string, lastTime: number, completed?: boolean): VideoStateWrite => ({
  userId,
  videoKey: 'barre001',
  mediaId: 'barre001',
  lastTime,
  duration: 600,
  completed,
  programId: null,
  updatedAt: new Date(0),
});

/** Lets the writer's pending steps run: its wait for the turn's end may be queued behind ours. */
const settle = async () => {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
};

/** A database that holds each statement until told, recording what each wrote. */
function heldDatabase() {
  const statements: VideoStateWrite[][] = [];
  const release: (() => void)[] = [];
  const saveAll = (writes: VideoStateWrite[]) => {
    statements.push(writes);
    return new Promise<void>((resolve) => release.push(resolve));
  };
  return { statements, saveAll, releaseNext: () => release.shift()?.() };
}

describe('saving progress in groups', () => {
  it('writes the saves of one turn of the event loop together, even from a database that never yields', async () => {
    // PGlite answers on the server's own thread: its statement settles without a turn passing.
    const statements: string[][] = [];
    const writer = new ProgressWriter(async (writes) => {
      statements.push(writes.map((w) => w.userId));
    });
    // Requests read in one turn reach the writer a few promise steps apart (their routes' awaits).
    const saves = ['ana', 'ben', 'cleo'].map(async (user, steps) => {
      for (let step = 0; step < steps; step++) await Promise.resolve();
      return writer.save(write(user, 10));
    });
    await Promise.all(saves);
    expect(statements).toEqual([['ana', 'ben', 'cleo']]);
  });

  it('writes a save within its turn, and the saves that arrive while it writes together in the next statement', async () => {
    const db = heldDatabase();
    const writer = new ProgressWriter(db.saveAll);
    const first = writer.save(write('ana', 10));
    await settle();
    expect(db.statements.map((group) => group.map((w) => w.userId))).toEqual([['ana']]);
    const waiting = [writer.save(write('ben', 20)), writer.save(write('cleo', 30))];
    db.releaseNext();
    await first;
    await settle();
    expect(db.statements.map((group) => group.map((w) => w.userId))).toEqual([['ana'], ['ben', 'cleo']]);
    db.releaseNext();
    await Promise.all(waiting);
  });

  it("keeps one row per member and video in a group, the later save's time and the earlier's completion", async () => {
    const db = heldDatabase();
    const writer = new ProgressWriter(db.saveAll);
    const first = writer.save(write('ana', 10));
    await settle();
    const later = [writer.save(write('ana', 20, true)), writer.save(write('ana', 30))];
    db.releaseNext();
    await first;
    await settle();
    expect(db.statements[1]).toEqual([write('ana', 30, true)]);
    db.releaseNext();
    await Promise.all(later);
  });

  it('fails only the save whose row the database refuses, not the others of its group', async () => {
    const written: string[] = [];
    const writer = new ProgressWriter(async (writes) => {
      if (writes.some((w) => w.userId === 'gone')) throw new Error('foreign key');
      written.push(...writes.map((w) => w.userId));
    });
    const saves = ['ana', 'gone', 'ben'].map((user) => writer.save(write(user, 10)));
    const outcomes = await Promise.allSettled(saves);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(written.sort()).toEqual(['ana', 'ben']);
  });
});
