import { angleLabelTaken, type StudioVideo } from '@releve/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderPageAlone } from '../../../testing/render-app';
import { testStudioVideo } from '../../../testing/studio-video';
import { AnglesPanel } from './AnglesPanel';

afterEach(() => vi.unstubAllGlobals());

const video = testStudioVideo();

const angle = (assetId: string, label: string, overrides: Partial<StudioVideo> = {}) =>
  testStudioVideo({ assetId, mediaId: null, angleOf: 'a1', angleLabel: label, ...overrides });

/** The server as the panel asks it: the class's angles (removals taken off), the studio's limits. */
function stubServer(angles: StudioVideo[]) {
  const calls: string[] = [];
  let listed = [...angles];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === '/api/studio/videos/a1/angles') return new Response(JSON.stringify({ angles: listed }));
      if (url === '/api/studio/uploads') {
        return new Response(JSON.stringify({ maxBytes: 1e9, chunkBytes: 8e6, expiryHours: 24, uploads: [] }));
      }
      const removed = /^\/api\/studio\/videos\/(\w+)\/angle$/.exec(url)?.[1];
      if (method === 'DELETE' && removed) {
        listed = listed.filter((one) => one.assetId !== removed);
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify({ message: `no stub for ${method} ${url}` }), { status: 404 });
    }),
  );
  return calls;
}

it('lists the angles with their packaging, and refuses a name the class has before a byte is sent', async () => {
  const calls = stubServer([
    angle('s1', 'Side', {
      state: 'packaging',
      progress: {
        percent: 40,
        stage: 'rendition',
        rendition: '360p',
        renditionNumber: 2,
        renditionCount: 3,
        renditionPercent: 50,
        speed: 2,
        secondsLeft: 12,
      },
    }),
  ]);
  renderPageAlone(<AnglesPanel video={video} />);
  const list = screen.getByRole('list', { name: 'Angles of this class' });
  const side = await within(list).findByTestId('angle-row');
  expect(side.textContent).toContain('Side');
  expect(within(side).getByTestId('angle-state').textContent).toBe('Packaging 40%');
  expect(within(side).getByRole('progressbar').getAttribute('aria-label')).toBe('Side: Making 360p (2 of 3)');
  expect(within(list).getAllByRole('listitem')[0]?.textContent).toBe("Main: the class's video");

  const name = screen.getByLabelText('Name of the angle');
  fireEvent.change(name, { target: { value: ' side ' } });
  fireEvent.change(screen.getByLabelText('Video of the angle'), {
    target: { files: [new File(['x'], 'side.mp4', { type: 'video/mp4' })] },
  });
  await waitFor(() =>
    expect((screen.getByRole('button', { name: 'Upload the angle' }) as HTMLButtonElement).disabled).toBe(
      false,
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Upload the angle' }));
  expect(await screen.findByText(angleLabelTaken('side'))).toBeTruthy();
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
});

it('says the class is full at three angles, and removes one after a confirmation', async () => {
  const calls = stubServer([
    angle('s1', 'Side'),
    angle('b1', 'Back', { state: 'failed', error: 'Not a video' }),
  ]);
  renderPageAlone(<AnglesPanel video={video} />);
  expect((await screen.findByTestId('angles-full')).textContent).toBe(
    'This class has its 3 angles. Remove one to add another.',
  );
  expect(screen.queryByLabelText('Name of the angle')).toBeNull();
  expect(screen.getByRole('alert').textContent).toBe('Why it failed: Not a video');

  fireEvent.click(screen.getByRole('button', { name: 'Remove the Side angle' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Remove the Side angle?' });
  expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the angle' }));
  expect((await screen.findByRole('status')).textContent).toBe('The Side angle was removed.');
  expect(calls).toContain('DELETE /api/studio/videos/s1/angle');
  await waitFor(() => expect(screen.getAllByTestId('angle-row')).toHaveLength(1));
  expect(screen.getByTestId('angle-row').textContent).toContain('Back');
  // Room again for one more.
  expect(screen.getByLabelText('Name of the angle')).toBeTruthy();
});
