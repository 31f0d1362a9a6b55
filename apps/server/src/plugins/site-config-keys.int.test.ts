import { apiPaths } from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { SiteConfigs } from '../config/site-configs';
import { insertCatalogFixture } from '../modules/catalog/testing/catalog-fixture';
import { createTestApp, type TestApp, writeSiteConfig } from '../testing/test-app';

/*
 * The site config keys the server once accepted and ignored (issue 32 item 11, decision 033): each
 * now does what the spec says, or is refused naming the key.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEFAULT_CONFIG_SOURCE: 'keystest' });
  await insertCatalogFixture(t.database.db, new Date().toISOString().slice(0, 10));
  await t.app.catalog.invalidate();
});
afterAll(() => t.close());

const config = (extra: object) =>
  writeSiteConfig(t.dataDir, 'keystest', { id: 'keystest', siteName: 'Keys', ...extra });

/** The paths whose answers came with a page (its first data, decision 016). */
async function firstDataPaths(url: string): Promise<string[]> {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  const script = /<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(res.body);
  return Object.keys(JSON.parse(script?.[1] ?? '{}'));
}

describe('content[]: home rows', () => {
  const playlistAnswers = (paths: string[]) => paths.filter((path) => path.startsWith(apiPaths.playlist('')));

  it("home comes with the catalogue's first playlist row while the config has no content rows", async () => {
    config({});
    expect(playlistAnswers(await firstDataPaths('/'))).toEqual([
      `${apiPaths.playlist('beginners')}?page_limit=20&page_offset=1`,
    ]);
  });

  it("home comes with the config's first playlist row when it has content rows", async () => {
    config({
      content: [
        { type: 'continue_watching' },
        {
          contentId: 'sampler',
          title: 'Try these',
          featured: true,
          type: 'playlist',
          backgroundColor: '#1f2a44',
        },
        { contentId: 'beginners', type: 'playlist' },
      ],
    });
    expect(playlistAnswers(await firstDataPaths('/'))).toEqual([
      `${apiPaths.playlist('sampler')}?page_limit=20&page_offset=1`,
    ]);
  });
});

describe('menu[] and the other keys reach the web app as the studio wrote them', () => {
  it('serves the config with its menu, banner and switches', async () => {
    const body = {
      menu: [{ label: 'Barre', contentId: 'barre-tags', filterTags: null }],
      assets: { banner: '/media/banner.jpg' },
      features: { searchPlaylist: 'search', continueWatchingList: 'cw' },
    };
    config(body);
    const res = await t.app.inject({ url: apiPaths.config('keystest') });
    expect(res.json()).toMatchObject(body);
  });
});

describe('features.searchPlaylist: the search pages', () => {
  it('sends /search and /q/{query} home (keeping the query, as other page switches do) while the config names no search playlist', async () => {
    config({});
    for (const [url, home] of [
      ['/search?q=barre', '/?q=barre'],
      ['/q/barre', '/'],
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(home);
    }
  });

  it('serves them while it does', async () => {
    config({ features: { searchPlaylist: 'search' } });
    for (const url of ['/search?q=barre', '/q/barre']) {
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    }
  });
});

describe('analyticsToken and adSchedule: refused, naming the key', () => {
  it.each([
    ['analyticsToken', 'records its own analytics and takes no analytics token'],
    ['adSchedule', 'serves no ads'],
  ])('a default config setting %s does not start', async (key, why) => {
    config({ [key]: 'abc123' });
    const configs = new SiteConfigs(loadEnv({ DATA_DIR: t.dataDir, DEFAULT_CONFIG_SOURCE: 'keystest' }));
    await expect(configs.defaultConfig()).rejects.toThrow(`${key}: Relevé ${why}: remove this key`);
  });
});
