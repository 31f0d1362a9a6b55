import { schema } from '@releve/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertCatalogFixture, mediaRow } from '../catalog/testing/catalog-fixture';

const PUBLIC_URL = 'https://studio.example';
const HOSTILE_TITLE = `</script><script>alert(1)</script> "Quoted" & <b>'bold'</b>`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  await insertCatalogFixture(t.database.db, new Date().toISOString().slice(0, 10));
  await t.database.db
    .insert(schema.mediaItem)
    .values([
      mediaRow('hostile1', { title: HOSTILE_TITLE, description: 'Fine </script> text' }),
      mediaRow('trailer1', { title: 'A Trailer', contentType: 'trailer' }),
    ]);
  await t.database.db
    .insert(schema.magazine)
    .values({ id: 'spring', title: 'Spring Issue', description: 'Pointe at last.', totalPages: 2 });
  await t.app.catalog.invalidate();
});
afterAll(() => t.close());

/** The head of a page as the server wrote it. */
function headOf(html: string) {
  const tag = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? null,
    titles: html.match(/<title>/g)?.length ?? 0,
    description: tag('description'),
    descriptions: html.match(/name="description"/g)?.length ?? 0,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    ogType: tag('og:type'),
    ogImage: tag('og:image'),
    ogUrl: tag('og:url'),
    robots: tag('robots'),
    jsonLd: scripts.length === 1 ? JSON.parse(scripts[0]?.[1] ?? '') : scripts.length,
  };
}

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { res, head: headOf(res.body) };
};

describe('catalogue pages carry their own head', () => {
  it('a class: title, description, canonical, 1280 px JPEG poster and VideoObject', async () => {
    const { res, head } = await get('/m/barre001/barre-basics-plies-tendus?play=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The app's root, holding the header bar until the app renders (decision 016).
    expect(res.body).toContain('<div id="root"><div class="boot-shell" aria-hidden="true">');
    expect(head).toMatchObject({
      title: 'Barre Basics: Pliés &amp; Tendus - Pirouette House',
      titles: 1,
      description: 'About barre001.',
      descriptions: 1,
      canonical: `${PUBLIC_URL}/m/barre001/barre-basics-plies-tendus`,
      ogUrl: `${PUBLIC_URL}/m/barre001/barre-basics-plies-tendus`,
      ogType: 'video.other',
      ogImage: `${PUBLIC_URL}/media/posters/pbarre01/1280.jpg`,
      robots: null,
    });
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Barre Basics: Pliés & Tendus',
      description: 'About barre001.',
      thumbnailUrl: [`${PUBLIC_URL}/media/posters/pbarre01/1280.jpg`],
      uploadDate: '2026-01-10T10:00:00.000Z',
      duration: 'PT30M',
      url: `${PUBLIC_URL}/m/barre001/barre-basics-plies-tendus`,
    });
  });

  it('a class reached by a wrong slug or none names its real address as canonical', async () => {
    for (const url of ['/m/barre001/old-title', '/m/barre001']) {
      const { res, head } = await get(url);
      expect(res.statusCode).toBe(200);
      expect(head.canonical).toBe(`${PUBLIC_URL}/m/barre001/barre-basics-plies-tendus`);
    }
  });

  it('escapes a hostile title everywhere it goes', async () => {
    const { res, head } = await get('/m/hostile1');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    // The only script end tags in the page are the JSON-LD's and the first data's own (decision 016),
    // and the first data holds the title intact.
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    const firstData = /<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(res.body);
    const media = JSON.parse(firstData?.[1] ?? '{}')['/api/v2/media/hostile1'] as { body: string };
    expect(JSON.parse(media.body).title).toBe(HOSTILE_TITLE);
    expect(head.title).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Quoted&quot; &amp; &lt;b&gt;&#39;bold&#39;&lt;/b&gt; - Pirouette House',
    );
    expect(head.jsonLd.name).toBe(HOSTILE_TITLE);
    expect(head.jsonLd.description).toBe('Fine </script> text');
  });

  it('a series: an ItemList of its episodes with the series poster', async () => {
    const { res, head } = await get('/s/fnd');
    expect(res.statusCode).toBe(200);
    expect(head).toMatchObject({
      title: 'Ballet Foundations - Pirouette House',
      canonical: `${PUBLIC_URL}/s/fnd`,
      ogType: 'website',
      ogImage: `${PUBLIC_URL}/media/posters/pseries1/1280.jpg`,
    });
    expect(head.jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: 4 });
    expect(head.jsonLd.itemListElement.map((e: { url: string }) => e.url)).toEqual([
      `${PUBLIC_URL}/m/ep1s1e01/class-ep1s1e01`,
      `${PUBLIC_URL}/m/ep1s1e02/class-ep1s1e02`,
      `${PUBLIC_URL}/m/ep1s2e01/class-ep1s2e01`,
      `${PUBLIC_URL}/m/ep1s3e01/class-ep1s3e01`,
    ]);
  });

  it('a playlist: an ItemList of its classes in order', async () => {
    const { res, head } = await get('/p/beginners');
    expect(res.statusCode).toBe(200);
    expect(head).toMatchObject({
      title: 'Beginners - Pirouette House',
      canonical: `${PUBLIC_URL}/p/beginners`,
      ogImage: `${PUBLIC_URL}/media/posters/pbeginrs/1280.jpg`,
    });
    expect(head.jsonLd.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        url: `${PUBLIC_URL}/m/cardio01/cardio-ballet`,
        name: 'Cardio Ballet',
      },
      {
        '@type': 'ListItem',
        position: 2,
        url: `${PUBLIC_URL}/m/barre001/barre-basics-plies-tendus`,
        name: 'Barre Basics: Pliés & Tendus',
      },
    ]);
  });

  it('a collection and a section: ItemLists of their playlists', async () => {
    const collection = await get('/p/col-start');
    expect(collection.res.statusCode).toBe(200);
    expect(collection.head).toMatchObject({
      title: 'Start Here - Pirouette House',
      description: 'First steps',
      canonical: `${PUBLIC_URL}/p/col-start`,
      ogImage: `${PUBLIC_URL}/media/posters/pcolstrt/1280.jpg`,
    });
    expect(collection.head.jsonLd.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: `${PUBLIC_URL}/p/beginners`, name: 'Beginners' },
      { '@type': 'ListItem', position: 2, url: `${PUBLIC_URL}/p/sampler`, name: 'Sampler' },
    ]);

    const section = await get('/p/sec-barre');
    expect(section.res.statusCode).toBe(200);
    expect(section.head.canonical).toBe(`${PUBLIC_URL}/p/sec-barre`);
    expect(section.head.jsonLd.itemListElement.map((e: { name: string }) => e.name)).toEqual([
      'All Barre',
      'Beginners',
    ]);
  });

  it('a program: a Course from the studio; a draft stays out of search results', async () => {
    const { res, head } = await get('/programs/ballet-basics');
    expect(res.statusCode).toBe(200);
    expect(head).toMatchObject({
      title: 'Ballet Basics - Pirouette House',
      canonical: `${PUBLIC_URL}/programs/ballet-basics`,
      ogImage: `${PUBLIC_URL}/media/posters/pbasics1/1280.jpg`,
      robots: null,
    });
    expect(head.jsonLd).toMatchObject({
      '@type': 'Course',
      name: 'Ballet Basics',
      provider: { '@type': 'Organization', name: 'Pirouette House', url: PUBLIC_URL },
    });
    const draft = await get('/programs/draft-prog');
    expect(draft.res.statusCode).toBe(200);
    expect(draft.head.robots).toBe('noindex');
  });

  it("a program's lesson: the lesson's title, at its own address", async () => {
    const { res, head } = await get('/programs/ballet-basics/sections/sec-bb-1/p/1/v/0');
    expect(res.statusCode).toBe(200);
    expect(head).toMatchObject({
      title: 'Barre Burn - Pirouette House',
      canonical: `${PUBLIC_URL}/programs/ballet-basics/sections/sec-bb-1/p/1/v/0`,
    });
  });

  it("a program's resource: its title, at its own address", async () => {
    const { res, head } = await get('/programs/ballet-basics/resources/res-guide');
    expect(res.statusCode).toBe(200);
    expect(head).toMatchObject({
      title: 'Practice Guide - Pirouette House',
      canonical: `${PUBLIC_URL}/programs/ballet-basics/resources/res-guide`,
    });
  });

  it('a magazine issue: its title, kept out of search results (its pages are for members)', async () => {
    const { res, head } = await get('/library/magazines/spring');
    expect(res.statusCode).toBe(200);
    expect(head).toMatchObject({
      title: 'Spring Issue - Pirouette House',
      description: 'Pointe at last.',
      canonical: `${PUBLIC_URL}/library/magazines/spring`,
      robots: 'noindex',
    });
  });

  it('a magazine added after its address was asked for is found (magazines are not the catalogue)', async () => {
    expect((await get('/library/magazines/summer')).res.statusCode).toBe(404);
    await t.database.db.insert(schema.magazine).values({ id: 'summer', title: 'Summer', totalPages: 1 });
    expect((await get('/library/magazines/summer')).res.statusCode).toBe(200);
  });

  it('home is the studio itself', async () => {
    const { res, head } = await get('/');
    expect(res.statusCode).toBe(200);
    expect(head).toMatchObject({
      title: 'Pirouette House',
      description: 'Ballet, barre and dance fitness classes for adults, on demand and live.',
      canonical: `${PUBLIC_URL}/`,
      ogType: 'website',
    });
  });

  it.each([
    '/m/nope1234',
    '/m/nope1234/some-slug',
    '/s/nope',
    '/p/nope',
    '/p/col-nope',
    '/p/sec-nope',
    '/programs/nope',
    // Issue 32, item 9: a magazine or a lesson that does not exist is not found, as a class is.
    '/library/magazines/1',
    '/library/magazines/no.such.issue',
    '/programs/nope/sections/sec-bb-1/p/0/v/0',
    '/programs/ballet-basics/sections/x/p/0/v/0',
    '/programs/ballet-basics/sections/sec-bb-1/p/0/v/2',
    '/programs/ballet-basics/sections/sec-bb-1/p/2/v/0',
    '/programs/ballet-basics/resources/no-such-resource',
    '/programs/nope/resources/res-guide',
  ])('%s answers 404 with the plain app', async (url) => {
    const { res, head } = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(head.canonical).toBeNull();
  });

  it('follows the catalogue when it changes', async () => {
    expect((await get('/m/newclass')).res.statusCode).toBe(404);
    await t.database.db.insert(schema.mediaItem).values(mediaRow('newclass', { title: 'Fresh Class' }));
    await t.app.catalog.invalidate();
    const { res, head } = await get('/m/newclass');
    expect(res.statusCode).toBe(200);
    expect(head.title).toBe('Fresh Class - Pirouette House');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists the public catalogue as sitemap XML', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // Well formed: every url closed, every ampersand an entity.
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);

    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining(
        [
          '/',
          '/programs',
          '/sections',
          '/programs/ballet-basics',
          '/programs/gentle-return',
          '/p/beginners',
          '/p/barre-tags',
          '/p/col-start',
          '/p/sec-barre',
          '/m/barre001/barre-basics-plies-tendus',
          '/m/page0001/studio-etiquette',
          '/s/fnd',
        ].map((path) => `${PUBLIC_URL}${path}`),
      ),
    );
    expect(locs).not.toContain(`${PUBLIC_URL}/programs/draft-prog`);
    expect(locs.some((loc) => loc?.includes('trailer1'))).toBe(false);
    // The series' own item is listed as the series page, not as a class.
    expect(locs.some((loc) => loc?.includes('/m/series01'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);

    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/m/barre001/barre-basics-plies-tendus</loc><lastmod>2026-01-10</lastmod></url>`,
    );
    // A series is as new as its newest episode.
    expect(xml).toContain(`<url><loc>${PUBLIC_URL}/s/fnd</loc><lastmod>2026-01-01</lastmod></url>`);
  });

  it('answers a part that does not exist with 404 and a bad part with 400', async () => {
    expect((await t.app.inject({ url: '/sitemap.xml?part=2' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemap.xml?part=1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/sitemap.xml?part=zero' })).statusCode).toBe(400);
  });

  it('robots.txt points to the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
