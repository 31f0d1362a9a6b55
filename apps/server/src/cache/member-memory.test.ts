import { describe, expect, it } from 'vitest';
import { MemberMemory } from './member-memory';

/** A read that counts its calls and answers the current value. */
function counter(value: () => string) {
  let reads = 0;
  return {
    read: async () => {
      reads++;
      return value();
    },
    reads: () => reads,
  };
}

describe('a memory of members’ rows', () => {
  it('keeps what it read until the member changes, then reads again', async () => {
    const memory = new MemberMemory<string>();
    memory.setHearing(true);
    let row = 'v1';
    const db = counter(() => row);
    expect(await memory.source('ana', db.read)).toBe('v1');
    expect(await memory.source('ana', db.read)).toBe('v1');
    expect(db.reads()).toBe(1);
    row = 'v2';
    memory.changed('ana');
    expect(await memory.source('ana', db.read)).toBe('v2');
    expect(db.reads()).toBe(2);
  });

  it('does not keep a read that a change overtook (it may hold the rows from before)', async () => {
    const memory = new MemberMemory<string>();
    memory.setHearing(true);
    let release: (value: string) => void = () => {};
    const slow = memory.source('ana', () => new Promise<string>((resolve) => (release = resolve)));
    memory.changed('ana');
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await memory.source('ana', async () => 'after')).toBe('after');
  });

  it('keeps nothing while changes cannot be heard, and forgets all when hearing stops or starts', async () => {
    const memory = new MemberMemory<string>();
    const db = counter(() => 'row');
    await memory.source('ana', db.read);
    await memory.source('ana', db.read);
    expect(db.reads()).toBe(2);
    memory.setHearing(true);
    await memory.source('ana', db.read);
    memory.setHearing(false);
    memory.setHearing(true);
    await memory.source('ana', db.read);
    expect(db.reads()).toBe(4);
  });

  it('reads once for calls that miss together, and keeps that read (50 pages asking at once)', async () => {
    const memory = new MemberMemory<string>();
    memory.setHearing(true);
    const pending: ((value: string) => void)[] = [];
    const read = () => new Promise<string>((resolve) => pending.push(resolve));
    const together = Array.from({ length: 5 }, () => memory.source('ana', read));
    for (const release of pending) release('row');
    expect(await Promise.all(together)).toEqual(['row', 'row', 'row', 'row', 'row']);
    expect(pending).toHaveLength(1);
    expect(await memory.source('ana', read)).toBe('row');
    expect(pending).toHaveLength(1);
  });

  it('does not hand a call that came after a change the read that began before it', async () => {
    const memory = new MemberMemory<string>();
    memory.setHearing(true);
    let release: (value: string) => void = () => {};
    const before = memory.source('ana', () => new Promise<string>((resolve) => (release = resolve)));
    memory.changed('ana');
    const after = memory.source('ana', async () => 'after the change');
    release('before the change');
    expect(await before).toBe('before the change');
    expect(await after).toBe('after the change');
    expect(await memory.source('ana', async () => 'read again')).toBe('after the change');
  });

  it('shares no read while changes cannot be heard (one may have been missed)', async () => {
    const memory = new MemberMemory<string>();
    const db = counter(() => 'row');
    await Promise.all([memory.source('ana', db.read), memory.source('ana', db.read)]);
    expect(db.reads()).toBe(2);
  });
});
