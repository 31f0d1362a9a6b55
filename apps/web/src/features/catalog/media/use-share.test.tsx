import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './ShareButton';
import { COPIED_MS } from './use-share';

const path = '/m/abcd1234/barre-basics';
const url = `${window.location.origin}${path}`;

describe('share button', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('uses the native share sheet when the device has one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    render(<ShareButton title="Barre Basics" path={path} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(share).toHaveBeenCalledWith({ title: 'Barre Basics', url });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('otherwise copies the URL and says Copied for 2 seconds', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<ShareButton title="Barre Basics" path={path} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Link copied to the clipboard');

    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(COPIED_MS).toBe(2000);
  });

  it('starts the 2 seconds again on a second copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText: async () => {} } });
    render(<ShareButton title="Barre Basics" path={path} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share' })));
    act(() => vi.advanceTimersByTime(1500));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copied' })));
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });
});
