import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask } from './in-own-task';

afterEach(() => vi.useRealTimers());

describe('inOwnTask', () => {
  it('starts the load in a later task, not in the caller’s task nor its microtasks', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => 'chunk');
    const loaded = inOwnTask(load);
    await Promise.resolve();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledOnce();
    await expect(loaded).resolves.toBe('chunk');
  });
});
