import type { VideoStateWrite } from './library.repository';

interface Waiting {
  write: VideoStateWrite;
  settle: { resolve: () => void; reject: (error: unknown) => void }[];
}

/**
 * Saves progress in groups: while one statement writes, the saves that arrive wait and then go
 * together in the next (a group commit). Every save still answers once its row is committed, so
 * nothing is acknowledged before it is stored, and a quiet server writes each save at once; a busy
 * one (a studio's evening class, thousands of players saving every few seconds) writes many rows per
 * statement. Two saves of the same member and video in one group become one row, the later winning.
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
      while (this.waiting.size > 0) {
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
