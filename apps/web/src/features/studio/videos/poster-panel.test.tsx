import { POSTER_IMAGE_TYPE } from '@releve/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { testStudioVideo } from '../../../testing/studio-video';
import { PosterPanel } from './PosterPanel';

afterEach(() => vi.unstubAllGlobals());

const video = testStudioVideo();

it("tells a refused image's reason beside the file field, announced, read with it and marking it invalid", async () => {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      sent.push(String(url));
      // The server reads the file's content, not its name: a text file called .jpg is refused.
      if (String(url).endsWith('/poster-image'))
        return new Response(JSON.stringify({ statusCode: 400, message: POSTER_IMAGE_TYPE }), { status: 400 });
      return new Response('WEBVTT\n', { status: 200 });
    }),
  );
  render(<PosterPanel video={video} />);
  const field = screen.getByLabelText('Or upload an image');
  expect(field.getAttribute('aria-invalid')).toBeNull();
  fireEvent.change(field, {
    target: { files: [new File(['not an image'], 'poster.jpg', { type: 'image/jpeg' })] },
  });

  expect((await screen.findByRole('alert')).textContent).toBe(POSTER_IMAGE_TYPE);
  expect(sent.some((url) => url.endsWith('/api/studio/videos/a1/poster-image'))).toBe(true);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
  expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(POSTER_IMAGE_TYPE);
  // The reason is the field's own: said once, beside it, not again under the panel.
  expect(screen.getAllByText(POSTER_IMAGE_TYPE)).toHaveLength(1);
});
