import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAlone } from '../../../testing/render-app';
import CancellationsPage from './CancellationsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report = {
  from: '2026-11-01',
  to: '2026-11-30',
  timeZone: 'UTC',
  total: 0,
  renewed: 0,
  counts: {},
  recent: [],
};

describe('the offer of a pause', () => {
  it('shows the choice at once, while the save is on its way, and the saved setting after', async () => {
    let answerSave: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        if (!path.startsWith('/api/studio/cancellations/settings')) return Response.json(report);
        if (init?.method !== 'PUT') return Response.json({ pauseOffered: false });
        await new Promise<void>((resolve) => (answerSave = resolve));
        return Response.json(JSON.parse(String(init.body)));
      }),
    );
    renderPageAlone(<CancellationsPage />);
    const box = (await screen.findByRole('checkbox', {
      name: /Offer a pause instead of cancelling/,
    })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    fireEvent.click(box);
    // Checked in the same moment as the click: the save's own state comes later.
    expect(box.checked).toBe(true);
    await waitFor(() => expect(answerSave).toBeDefined());
    expect(box.checked).toBe(true);
    answerSave?.();
    expect(await screen.findByText('Members are now offered a pause.')).toBeTruthy();
    expect(box.checked).toBe(true);
  });
});
