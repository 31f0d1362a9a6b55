import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { testStudioVideo } from '../../../testing/studio-video';
import { CountsPanel } from './CountsPanel';

afterEach(() => vi.unstubAllGlobals());

const video = testStudioVideo({
  durationSeconds: 60,
  chapters: [
    { start: 0, title: 'Pliés' },
    { start: 30, title: 'Tendus' },
  ],
  tempoSuggestion: { bpm: 119.6, firstCount: 0.48, confidence: 0.9 },
});

/** The PUTs the panel sent, answered as the server would. */
function stubServer() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      sent.push(body);
      return new Response(JSON.stringify({ ...video, musicCounts: body }), { status: 200 });
    }),
  );
  return sent;
}

it('takes the tempo heard in the music, adds one for a chapter, and saves them', async () => {
  const sent = stubServer();
  render(<CountsPanel video={video} />);
  expect(screen.getByText('Heard in the music: 120 beats a minute, a 1 at 0.48 s.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Use it' }));
  expect((screen.getByLabelText('Beats a minute') as HTMLInputElement).value).toBe('119.6');
  fireEvent.click(screen.getByRole('button', { name: 'Add a tempo for a chapter' }));
  const rows = screen.getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  const chapterRow = rows[1] as HTMLElement;
  expect((within(chapterRow).getByLabelText('From') as HTMLSelectElement).value).toBe('30');
  fireEvent.change(within(chapterRow).getByLabelText('Beats a minute'), { target: { value: '90' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save counts' }));
  expect((await screen.findByRole('status')).textContent).toBe('Counts saved.');
  expect(sent).toEqual([
    {
      tempos: [
        { from: 0, bpm: 119.6, firstCount: 0.48 },
        { from: 30, bpm: 90, firstCount: 30 },
      ],
    },
  ]);
});

it('turns taps along the playing class into a tempo from the first tap', () => {
  stubServer();
  const { container } = render(<CountsPanel video={{ ...video, tempoSuggestion: null }} />);
  expect(screen.getByText(/No steady beat was heard/)).toBeTruthy();
  const player = container.querySelector('video') as HTMLVideoElement;
  let now = 2;
  Object.defineProperty(player, 'currentTime', { get: () => now });
  const tap = screen.getByRole('button', { name: 'Tap on each beat' });
  for (const at of [2, 2.5, 3, 3.52, 4]) {
    now = at;
    fireEvent.click(tap);
  }
  expect(screen.getByText('5 taps: 120 beats a minute, from a 1 at 2 s.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Use the taps' }));
  expect((screen.getByLabelText('Beats a minute') as HTMLInputElement).value).toBe('120');
  expect((screen.getByLabelText('A 1 at (seconds)') as HTMLInputElement).value).toBe('2');
});

it('refuses a tempo out of range before sending it, saying why', async () => {
  const sent = stubServer();
  render(<CountsPanel video={video} />);
  fireEvent.click(screen.getByRole('button', { name: 'Set a tempo by hand' }));
  fireEvent.change(screen.getByLabelText('Beats a minute'), { target: { value: '400' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save counts' }));
  expect((await screen.findByRole('alert')).textContent).toBe('The tempo must be 240 beats a minute or less');
  expect(sent).toEqual([]);
});
