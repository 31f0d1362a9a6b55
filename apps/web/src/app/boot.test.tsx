import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../testing/profiles';
import { emptyInitialData } from '../testing/render-app';
import { boot } from './boot';

/** The server's start-up answers; `hasSession` as the settings say it. */
function serve(hasSession: boolean | undefined) {
  const fetchMock = vi.fn(async (path: string) => {
    const body: Record<string, unknown> = {
      '/api/settings': { defaultConfigSource: 'abcd1234', hasSession },
      '/api/configs/abcd1234': { id: 'abcd1234', siteName: 'Studio' },
      '/api/initial-data': emptyInitialData,
      '/api/users/me': testProfile({}),
    };
    return path in body
      ? new Response(JSON.stringify(body[path]))
      : new Response(JSON.stringify({ message: 'nope' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('boot', () => {
  it('does not ask who is signed in when the page came without a session cookie', async () => {
    window.history.replaceState(null, '', '/pricing');
    const fetchMock = serve(false);
    render((await boot()).content);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/api/users/me');
  });

  it('asks for the profile when a session cookie came with the page', async () => {
    window.history.replaceState(null, '', '/pricing');
    const fetchMock = serve(true);
    render((await boot()).content);
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([path]) => path)).toContain('/api/users/me');
  });
});

describe('boot, taking over the server render', () => {
  it('names the config it renders with, so the server HTML of the same config is hydrated', async () => {
    window.history.replaceState(null, '', '/pricing');
    serve(false);
    expect((await boot()).hydrateWithConfig).toBe('abcd1234');
  });

  it('renders anew for an admin acting on a member, whose page was made for the admin', async () => {
    window.history.replaceState(null, '', '/pricing?mid=someone1');
    serve(false);
    expect((await boot()).hydrateWithConfig).toBeUndefined();
    // Still acting on the member on the next page, whose address no longer says so.
    window.history.replaceState(null, '', '/pricing');
    expect((await boot()).hydrateWithConfig).toBeUndefined();
    window.history.replaceState(null, '', '/pricing?mid=me');
    expect((await boot()).hydrateWithConfig).toBe('abcd1234');
  });
});
