import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { testStudioVideo } from '../../../testing/studio-video';
import { CaptionsPanel } from './CaptionsPanel';

afterEach(() => vi.unstubAllGlobals());

const video = testStudioVideo();

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
