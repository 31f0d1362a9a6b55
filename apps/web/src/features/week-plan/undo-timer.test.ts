import { UNDO_REMOVE_MS, UNDO_RESET_MS } from '@releve/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUndoTimer } from './undo-timer';

describe('undo toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits a removal at 4 s, not a millisecond before', () => {
    const commit = vi.fn();
    startUndoTimer(UNDO_REMOVE_MS, commit);
    vi.advanceTimersByTime(3_999);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('commits a reset at 5 s', () => {
    const commit = vi.fn();
    startUndoTimer(UNDO_RESET_MS, commit);
    vi.advanceTimersByTime(4_999);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('never commits after Undo, even at the last millisecond', () => {
    const commit = vi.fn();
    const timer = startUndoTimer(UNDO_REMOVE_MS, commit);
    vi.advanceTimersByTime(3_999);
    timer.undo();
    vi.advanceTimersByTime(5_000);
    timer.close();
    expect(commit).not.toHaveBeenCalled();
  });

  it('commits at once when the toast is closed, and only once', () => {
    const commit = vi.fn();
    const timer = startUndoTimer(UNDO_RESET_MS, commit);
    timer.close();
    timer.close();
    vi.advanceTimersByTime(UNDO_RESET_MS);
    timer.undo();
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
