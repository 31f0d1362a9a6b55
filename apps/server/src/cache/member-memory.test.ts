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
});
