import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MY_WEEK_COUNTDOWN_SECONDS, MyWeekToast } from './MyWeekToast';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('MyWeekToast', () => {
  it('counts 5 down to the next class, once', () => {
    const onNext = vi.fn();
    render(<MyWeekToast onNext={onNext} onCancel={() => {}} />);
    expect(screen.getByText('Next Class in 5')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Next Class in 4')).toBeTruthy();
    // Each second is its own tick: the next one is set once the count has shown.
    for (let second = 2; second < MY_WEEK_COUNTDOWN_SECONDS; second++)
      act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Next Class in 1')).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('plays the next class at once on Skip, and stops on Cancel', () => {
    const onNext = vi.fn();
    const onCancel = vi.fn();
    render(<MyWeekToast onNext={onNext} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
