import type { StudioVideo } from '@releve/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CaptionsPanel } from './CaptionsPanel';

afterEach(() => vi.unstubAllGlobals());

const video: StudioVideo = {
  assetId: 'a1',
  state: 'ready',
  mediaId: 'm1',
  replacesMediaId: null,
  queuePosition: null,
  progress: null,
  readyRenditions: ['240p'],
  error: null,
  durationSeconds: 4,
  width: 426,
  height: 240,
  captionsName: null,
  chapters: [],
  musicCounts: null,
  tempoSuggestion: null,
  angleOf: null,
  angleLabel: null,
  updatedAt: '2026-11-28T10:00:00.000Z',
};

it("tells a refused file's reason beside the field, read with it and marking it invalid", async () => {
  const refusal = 'These captions cannot be used: A WebVTT file starts with the line WEBVTT';
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ statusCode: 400, message: refusal }), { status: 400 })),
  );
  render(<CaptionsPanel video={video} />);
  const field = screen.getByLabelText('Upload a WebVTT file');
  fireEvent.change(field, {
    target: { files: [new File(['1\n00:00:01,000 --> 00:00:02,000\nSRT\n'], 'a.srt')] },
  });
  expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
  expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(refusal);
});
