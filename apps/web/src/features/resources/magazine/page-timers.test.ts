import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createPageTimers, type PageTimerActions } from './page-timers';

type Actions = { [K in keyof PageTimerActions]: Mock<PageTimerActions[K]> };
let actions: Actions;
let timers: ReturnType<typeof createPageTimers>;
beforeEach(() => {
  vi.useFakeTimers();
  actions = {
    draw: vi.fn<PageTimerActions['draw']>(),
    showSpinner: vi.fn<PageTimerActions['showSpinner']>(),
    recordView: vi.fn<PageTimerActions['recordView']>(),
  };
  timers = createPageTimers(actions);
});
afterEach(() => {
  timers.dispose();
  vi.useRealTimers();
});

describe('the magazine reader timers', () => {
  it('draws the first page and the next or previous page at once', () => {
    timers.pageChanged(1, 1);
    expect(actions.draw).toHaveBeenLastCalledWith(1);
    timers.pageChanged(1, 2);
    expect(actions.draw).toHaveBeenLastCalledWith(2);
    timers.pageChanged(2, 1);
    expect(actions.draw).toHaveBeenLastCalledWith(1);
    expect(actions.draw).toHaveBeenCalledTimes(3);
  });

  it('draws a jump of more than one page after 500 ms, and only the last of quick jumps', () => {
    timers.pageChanged(1, 12);
    vi.advanceTimersByTime(499);
    expect(actions.draw).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actions.draw).toHaveBeenCalledExactlyOnceWith(12);

    actions.draw.mockClear();
    timers.pageChanged(12, 3);
    vi.advanceTimersByTime(300);
    timers.pageChanged(3, 20);
    vi.advanceTimersByTime(499);
    expect(actions.draw).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actions.draw).toHaveBeenCalledExactlyOnceWith(20);
  });

  it('records a page view after 500 ms on the page, not for pages passed through', () => {
    timers.pageChanged(1, 2);
    vi.advanceTimersByTime(200);
    timers.pageChanged(2, 3);
    vi.advanceTimersByTime(499);
    expect(actions.recordView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actions.recordView).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('shows the spinner only when an image takes more than 300 ms, and hides it when it settles', () => {
    timers.imageLoading();
    vi.advanceTimersByTime(299);
    timers.imageSettled();
    vi.advanceTimersByTime(1000);
    expect(actions.showSpinner).not.toHaveBeenCalledWith(true);

    timers.imageLoading();
    vi.advanceTimersByTime(300);
    expect(actions.showSpinner).toHaveBeenLastCalledWith(true);
    timers.imageSettled();
    expect(actions.showSpinner).toHaveBeenLastCalledWith(false);
  });

  it('stops every timer when disposed', () => {
    timers.pageChanged(1, 10);
    timers.imageLoading();
    timers.dispose();
    vi.advanceTimersByTime(1000);
    expect(actions.draw).not.toHaveBeenCalled();
    expect(actions.recordView).not.toHaveBeenCalled();
    expect(actions.showSpinner).not.toHaveBeenCalled();
  });
});
