import { expect, test } from '../support/fixtures';

/*
 * What a search engine or a link preview gets: the raw HTML the server sends (request.get, never the
 * rendered page), from the demo studio's catalogue.
 */
test.use({ demoStudio: true });

const SITE_NAME = 'Pirouette House';

/** The head of a page as its tags say it, read with plain patterns (the server writes them one way). */
function headOf(html: string) {
  const tag = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? null,
    titleCount: html.match(/<title>/g)?.length ?? 0,
    description: tag('description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    ogTitle: tag('og:title'),
    ogType: tag('og:type'),
    ogUrl: tag('og:url'),
    ogImage: tag('og:image'),
    ogSiteName: tag('og:site_name'),
    twitterCard: tag('twitter:card'),
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : null,
  };
}

/** HTML escaping as a page's attribute values carry it. */
const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** The sitemap's addresses, as paths of this server. */
async function sitemapPaths(request: import('@playwright/test').APIRequestContext, base: string) {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return { xml, paths: [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replace(base, '')) };
}

test.describe('pages as search engines see them', () => {
  test('the sitemap lists the public catalogue and robots.txt points to it', async ({ request, server }) => {
    const { xml, paths } = await sitemapPaths(request, server.url);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(paths).toEqual(expect.arrayContaining(['/', '/programs', '/sections', '/programs/ballet-basics']));
    expect(paths.filter((p) => p.startsWith('/m/')).length).toBeGreaterThanOrEqual(5_000);
    expect(paths.some((p) => p.startsWith('/s/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/p/col-'))).toBe(true);
    expect(xml).toMatch(/<url><loc>[^<]+\/m\/[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);

    const initial = await (await request.get('/api/initial-data')).json();
    const drafts = (initial.programs as { id: string; type: string }[]).filter((p) => p.type === 'draft');
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) expect(paths).not.toContain(`/programs/${draft.id}`);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  test('a program page carries its title, description, canonical, poster and Course', async ({
    request,
    server,
  }) => {
    const response = await request.get('/programs/ballet-basics');
    expect(response.status()).toBe(200);
    const head = headOf(await response.text());
    expect(head.titleCount).toBe(1);
    expect(head.title).toMatch(new RegExp(` - ${SITE_NAME}$`));
    expect(head.description?.length).toBeGreaterThan(10);
    expect(head.canonical).toBe(`${server.url}/programs/ballet-basics`);
    expect(head.ogUrl).toBe(head.canonical);
    expect(head.ogType).toBe('website');
    expect(head.ogSiteName).toBe(SITE_NAME);
    expect(head.jsonLd).toMatchObject({
      '@type': 'Course',
      url: `${server.url}/programs/ballet-basics`,
      provider: { '@type': 'Organization', name: SITE_NAME },
    });
    await expectJpegPoster(request, server.url, head.ogImage);
  });

  test('a class page carries a VideoObject and its 1280 px JPEG poster', async ({ request, server }) => {
    const trending = await (await request.get('/api/v2/playlists/trending?page_limit=10')).json();
    const item = (trending.playlist as { link: string; title: string; contentType: string }[]).find(
      (candidate) => candidate.contentType === 'video',
    );
    expect(item).toBeDefined();
    const classPath = item?.link as string;
    const response = await request.get(classPath);
    expect(response.status()).toBe(200);
    const head = headOf(await response.text());
    expect(head.canonical).toBe(`${server.url}${classPath}`);
    expect(head.ogType).toBe('video.other');
    expect(head.twitterCard).toBe('summary_large_image');
    expect(head.jsonLd).toMatchObject({ '@type': 'VideoObject', url: head.canonical });
    expect(head.jsonLd?.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
    expect(Number.isNaN(Date.parse(String(head.jsonLd?.uploadDate)))).toBe(false);
    // Both escaped the same way: the title is the class's own, with the site name.
    expect(head.title).toBe(`${head.ogTitle} - ${SITE_NAME}`);
    expect(head.ogTitle).toBe(escapeHtml(item?.title as string));
    await expectJpegPoster(request, server.url, head.ogImage);
  });

  test('series, playlists and collections are ItemLists of their pages', async ({ request, server }) => {
    const { paths } = await sitemapPaths(request, server.url);
    const listPaths = [
      paths.find((p) => p.startsWith('/s/')),
      paths.find((p) => p.startsWith('/p/col-')),
      '/p/trending',
    ];
    for (const path of listPaths) {
      const response = await request.get(path as string);
      expect(response.status(), path).toBe(200);
      const head = headOf(await response.text());
      expect(head.canonical, path).toBe(`${server.url}${path}`);
      expect(head.title, path).toMatch(new RegExp(` - ${SITE_NAME}$`));
      expect(head.jsonLd, path).toMatchObject({ '@type': 'ItemList' });
      const items = head.jsonLd?.itemListElement as { position: number; url: string }[];
      expect(items.length, path).toBeGreaterThan(0);
      expect(items[0]?.position).toBe(1);
      expect(items[0]?.url.startsWith(`${server.url}/`)).toBe(true);
    }
  });

  test('ids that do not exist answer 404 with the app', async ({ request }) => {
    for (const path of [
      '/m/zzzz9999/nothing',
      '/s/no-such-series',
      '/p/no-such-list',
      '/p/col-nope',
      '/programs/nope',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<div id="root">');
      expect(html, path).not.toContain('rel="canonical"');
    }
  });
});

/** og:image is absolute, on this server, and really is a JPEG. */
async function expectJpegPoster(
  request: import('@playwright/test').APIRequestContext,
  base: string,
  image: string | null,
) {
  expect(image).toMatch(new RegExp(`^${base}/.+\\.jpg$`));
  const poster = await request.get((image as string).replace(base, ''));
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toContain('image/jpeg');
}
