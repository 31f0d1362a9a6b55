import type { VideoStateWrite } from './library.repository';

interface Waiting {
  write: VideoStateWrite;
  settle: { resolve: () => void; reject: (error: unknown) => void }[];
}

/**
 * Saves progress in groups (a group commit): the saves that arrive in one turn of the event loop, or
 * while a statement writes, go together in the next statement. Every save still answers once its row
 * is committed, so nothing is acknowledged before it is stored, and a quiet server writes each save
 * within the turn; a busy one (a studio's evening class, thousands of players saving every few
 * seconds) writes many rows per statement. Two saves of the same member and video in one group become
 * one row, the later winning.
 *
 * Why wait for the turn's end: PGlite runs a statement on the server's own thread without yielding
 * to the event loop, so no request is read while it writes. A group taken at the first save would
 * hold that save alone, every time: the requests that came in the same turn (one per connection
 * under load) had not yet been handed to their routes. Through the API, saves sent together took a
 * statement each (progress.int.test.ts); now they take one.
 */
export class ProgressWriter {
  private waiting = new Map<string, Waiting>();
  private writing: Promise<void> | undefined;

  constructor(private readonly saveAll: (writes: VideoStateWrite[]) => Promise<void>) {}

  save(write: VideoStateWrite): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const key = `${write.userId}\u0000${write.videoKey}`;
      const earlier = this.waiting.get(key);
      if (earlier) {
        // "Undefined keeps what was recorded": the earlier save's word on completion stands.
        earlier.write = { ...write, completed: write.completed ?? earlier.write.completed };
        earlier.settle.push({ resolve, reject });
      } else {
        this.waiting.set(key, { write, settle: [{ resolve, reject }] });
      }
      this.writing ??= this.writeGroups();
    });
  }

  private async writeGroups(): Promise<void> {
    try {
      for (;;) {
        await turnEnded();
        if (this.waiting.size === 0) return;
        const group = [...this.waiting.values()];
        this.waiting = new Map();
        await this.writeGroup(group);
      }
    } finally {
      this.writing = undefined;
    }
  }

  private async writeGroup(group: Waiting[]): Promise<void> {
    try {
      await this.saveAll(group.map((entry) => entry.write));
      for (const entry of group) for (const { resolve } of entry.settle) resolve();
    } catch (error) {
      if (group.length === 1) {
        for (const { reject } of group[0]?.settle ?? []) reject(error);
        return;
      }
      // One bad row (a member deleted meanwhile) must not fail the others: each alone, then.
      for (const entry of group) await this.writeGroup([entry]);
    }
  }
}

/** Settles once the turn's I/O callbacks, and the promises they started, have run (setImmediate). */
const turnEnded = () => new Promise<void>((resolve) => setImmediate(resolve));
