import { describe, expect, it } from 'vitest';
import { SESSION_MEMORY_MS, SESSION_MEMORY_UNHEARD_MS, SessionMemory, type Viewer } from './session-memory';

const ana: Viewer = { userId: 'ana', sessionId: 's1' };
const far = new Date(Date.UTC(2030, 0, 1));

function counting(found: { viewer: Viewer; expiresAt: Date } | undefined) {
  const lookUp = async () => {
    lookUp.calls++;
    return found;
  };
  lookUp.calls = 0;
  return lookUp;
}

describe('SessionMemory', () => {
  it('asks the database once per cookie within SESSION_MEMORY_MS, then again', async () => {
    let now = 1_000;
    const memory = new SessionMemory(() => now);
    const lookUp = counting({ viewer: ana, expiresAt: far });
    expect(await memory.viewer('cookie', lookUp)).toEqual(ana);
    now += SESSION_MEMORY_MS - 1;
    expect(await memory.viewer('cookie', lookUp)).toEqual(ana);
    expect(lookUp.calls).toBe(1);
    now += 1;
    await memory.viewer('cookie', lookUp);
    expect(lookUp.calls).toBe(2);
  });

  it('never remembers a session past its expiry', async () => {
    let now = 1_000;
    const memory = new SessionMemory(() => now);
    const lookUp = counting({ viewer: ana, expiresAt: new Date(now + 5) });
    await memory.viewer('cookie', lookUp);
    now += 5;
    await memory.viewer('cookie', lookUp);
    expect(lookUp.calls).toBe(2);
  });

  it('remembers a cookie that names no session, so forged cookies cost one look-up each', async () => {
    const memory = new SessionMemory(() => 0);
    const lookUp = counting(undefined);
    expect(await memory.viewer('forged', lookUp)).toBeUndefined();
    expect(await memory.viewer('forged', lookUp)).toBeUndefined();
    expect(lookUp.calls).toBe(1);
  });

  it('forgets every cookie of a user at once, and no other', async () => {
    const memory = new SessionMemory(() => 0);
    const anaLookUp = counting({ viewer: ana, expiresAt: far });
    const benLookUp = counting({ viewer: { userId: 'ben', sessionId: 's2' }, expiresAt: far });
    await memory.viewer('ana-phone', anaLookUp);
    await memory.viewer('ana-laptop', anaLookUp);
    await memory.viewer('ben', benLookUp);
    memory.forgetUser('ana');
    await memory.viewer('ana-phone', anaLookUp);
    await memory.viewer('ana-laptop', anaLookUp);
    await memory.viewer('ben', benLookUp);
    expect(anaLookUp.calls).toBe(4);
    expect(benLookUp.calls).toBe(1);
  });

  it('does not store what a look-up read before a forget that happened meanwhile', async () => {
    const memory = new SessionMemory(() => 0);
    let release: () => void = () => {};
    const slow = counting({ viewer: ana, expiresAt: far });
    const pending = memory.viewer('cookie', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return slow();
    });
    memory.forgetUser('ana'); // the session ended while the look-up was reading it
    release();
    await pending;
    const after = counting(undefined);
    expect(await memory.viewer('cookie', after)).toBeUndefined();
    expect(after.calls).toBe(1);
  });

  it('asks once for a burst of calls with one cookie, and they go on in the same turn', async () => {
    const memory = new SessionMemory(() => 0);
    let release: () => void = () => {};
    const lookUp = counting({ viewer: ana, expiresAt: far });
    const gated = async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return lookUp();
    };
    const settledIn: number[] = [];
    let turn = 0;
    const burst = [1, 2, 3].map(() => memory.viewer('cookie', gated).then(() => settledIn.push(turn)));
    release();
    await Promise.all(burst);
    turn++;
    expect(lookUp.calls).toBe(1);
    expect(settledIn).toEqual([0, 0, 0]);
  });

  it('does not share a look-up begun before a forget with a call made after it', async () => {
    const memory = new SessionMemory(() => 0);
    let release: () => void = () => {};
    const before = memory.viewer('cookie', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { viewer: ana, expiresAt: far };
    });
    memory.forgetUser('ana'); // signed out elsewhere while the first look-up was reading
    const after = counting(undefined);
    const afterViewer = memory.viewer('cookie', after);
    release();
    expect(await before).toEqual(ana);
    expect(await afterViewer).toBeUndefined();
    expect(after.calls).toBe(1);
  });

  it('while announcements are not heard, remembers a cookie a second at most, and forgets all when they are back', async () => {
    let now = 1_000;
    const memory = new SessionMemory(() => now);
    const lookUp = counting({ viewer: ana, expiresAt: far });
    await memory.viewer('cookie', lookUp);
    memory.setHearing(false);
    await memory.viewer('cookie', lookUp);
    expect(lookUp.calls).toBe(2);
    now += SESSION_MEMORY_UNHEARD_MS - 1;
    await memory.viewer('cookie', lookUp);
    expect(lookUp.calls).toBe(2);
    now += 1;
    await memory.viewer('cookie', lookUp);
    expect(lookUp.calls).toBe(3);
    memory.setHearing(true);
    await memory.viewer('cookie', lookUp);
    expect(lookUp.calls).toBe(4);
    now += SESSION_MEMORY_MS - 1;
    await memory.viewer('cookie', lookUp);
    expect(lookUp.calls).toBe(4);
  });
});
