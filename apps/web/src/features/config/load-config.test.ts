import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLocal } from '../../lib/storage';
import { applyStyling, loadConfig, pickConfigSource } from './load-config';

const goodConfig = { id: 'abcd1234', siteName: 'Studio' };
const settings = {
  defaultConfigSource: 'abcd1234',
  additionalAllowedConfigSources: ['preview1'],
  unsafeAllowAnyConfigSource: false,
};

type Route = { status?: number; body?: unknown; raw?: string; fail?: boolean };

/** Answers fetches by path, like the server would. */
function serve(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (path: string) => {
    const route = routes[path];
    if (!route) return new Response('{"message":"nope"}', { status: 404 });
    if (route.fail) throw new TypeError('Failed to fetch');
    return new Response(route.raw ?? JSON.stringify(route.body), { status: route.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('loadConfig', () => {
  it('loads the default config through its hosted path', async () => {
    const fetchMock = serve({
      '/api/settings': { body: settings },
      '/api/configs/abcd1234': { body: goodConfig },
    });
    const load = await loadConfig('');
    expect(load).toMatchObject({ kind: 'ready', source: 'abcd1234', config: { siteName: 'Studio' } });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/settings', '/api/configs/abcd1234']);
  });

  it('is a load failure when the server cannot be reached or fails', async () => {
    serve({ '/api/settings': { fail: true } });
    expect(await loadConfig('')).toEqual({ kind: 'load-failed' });
    serve({ '/api/settings': { status: 500, body: {} } });
    expect(await loadConfig('')).toEqual({ kind: 'load-failed' });
  });

  it('shows invalid settings for settings that break their schema', async () => {
    serve({ '/api/settings': { body: { ...settings, extra: 1 } } });
    expect(await loadConfig('')).toMatchObject({ kind: 'invalid-settings', code: 'invalidSettings' });
  });

  it('reports "No usable config sources"', async () => {
    serve({
      '/api/settings': {
        body: {
          defaultConfigSource: null,
          additionalAllowedConfigSources: [],
          unsafeAllowAnyConfigSource: false,
        },
      },
    });
    expect(await loadConfig('')).toMatchObject({ kind: 'invalid-settings', code: 'noUsableSources' });
  });

  it('reports "No config location found" when only extra sources exist and none is picked', async () => {
    serve({ '/api/settings': { body: { ...settings, defaultConfigSource: null } } });
    expect(await loadConfig('')).toMatchObject({ kind: 'invalid-config', code: 'noConfigLocation' });
  });

  it('reports the load failure text when the config cannot be fetched', async () => {
    serve({ '/api/settings': { body: settings } });
    expect(await loadConfig('')).toMatchObject({ kind: 'invalid-config', code: 'loadFailed' });
    serve({ '/api/settings': { body: settings }, '/api/configs/abcd1234': { raw: '{oops' } });
    expect(await loadConfig('')).toMatchObject({ kind: 'invalid-config', code: 'loadFailed' });
  });

  it('reports "No config found" for an empty config', async () => {
    serve({ '/api/settings': { body: settings }, '/api/configs/abcd1234': { raw: 'null' } });
    expect(await loadConfig('')).toMatchObject({ kind: 'invalid-config', code: 'noConfig' });
  });

  it('lists schema problems and refuses both integrations', async () => {
    serve({
      '/api/settings': { body: settings },
      '/api/configs/abcd1234': { body: { ...goodConfig, bogus: 1 } },
    });
    const invalid = await loadConfig('');
    expect(invalid).toMatchObject({ kind: 'invalid-config', code: 'invalidConfig' });
    expect(invalid.kind === 'invalid-config' && invalid.issues.join()).toContain('bogus');

    const offers = { monthlyOffer: 'm', yearlyOffer: 'y' };
    serve({
      '/api/settings': { body: settings },
      '/api/configs/abcd1234': { body: { ...goodConfig, integrations: { sandbox: offers, stripe: offers } } },
    });
    expect(await loadConfig('')).toMatchObject({ kind: 'invalid-config', code: 'bothIntegrations' });
  });
});

describe('pickConfigSource', () => {
  it('uses an allowed ?app-config= and remembers it', () => {
    expect(pickConfigSource('?app-config=preview1', settings)).toBe('preview1');
    expect(readLocal('config-source')).toBe('preview1');
    expect(pickConfigSource('', settings)).toBe('preview1');
  });

  it('falls back to the default for a source that is not allowed, and forgets the remembered one', () => {
    pickConfigSource('?app-config=preview1', settings);
    expect(pickConfigSource('?app-config=evil0000', settings)).toBe('abcd1234');
    expect(readLocal('config-source')).toBeNull();
  });
});

describe('applyStyling', () => {
  it('turns styling colours into CSS custom properties', () => {
    const root = document.createElement('div');
    applyStyling(
      {
        styling: {
          backgroundColor: '#000000',
          highlightColor: '#ff0066',
          headerBackground: null,
          cardAspectRatio: '2:3',
        },
      } as Parameters<typeof applyStyling>[0],
      root,
    );
    expect(root.style.getPropertyValue('--color-background')).toBe('#000000');
    expect(root.style.getPropertyValue('--color-highlight')).toBe('#ff0066');
    expect(root.style.getPropertyValue('--color-header-background')).toBe('');
    expect(root.style.getPropertyValue('--card-aspect')).toBe('2 / 3');
  });

  it('leaves alone what the server wrote already, and takes away what this config does not set', () => {
    const root = document.createElement('div');
    root.setAttribute('style', '--color-background:#000000;--color-highlight:#ff0066');
    const setProperty = vi.spyOn(root.style, 'setProperty');
    applyStyling(
      {
        styling: { backgroundColor: '#000000', highlightColor: null, cardAspectRatio: '2:3' },
      } as Parameters<typeof applyStyling>[0],
      root,
    );
    // Only the card shape differs from what the page holds.
    expect(setProperty.mock.calls).toEqual([['--card-aspect', '2 / 3']]);
    expect(root.style.getPropertyValue('--color-highlight')).toBe('');
  });
});
