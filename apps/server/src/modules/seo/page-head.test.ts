import { describe, expect, it } from 'vitest';
import { prepareTemplate, renderPageHtml } from './html-template';
import { absoluteUrl, documentTitle, type PageHead, renderHeadTags } from './page-head';

const site = { siteName: 'Pirouette House', publicUrl: 'https://studio.example' };

const head: PageHead = {
  title: 'Pliés "and" <tendus>',
  description: `A class for "everyone" & <anyone>`,
  path: '/m/abc12345/plies',
  image: '/images/posters/p1/1280.jpg',
  ogType: 'video.other',
  jsonLd: { '@type': 'VideoObject', name: '</script><script>alert(1)</script>' },
};

describe('documentTitle', () => {
  it('uses the web app format, and the site name alone without a page title', () => {
    expect(documentTitle({ title: 'Ballet Basics' }, site)).toBe('Ballet Basics - Pirouette House');
    expect(documentTitle({}, site)).toBe('Pirouette House');
  });
});

describe('absoluteUrl', () => {
  it('puts paths on the public address and leaves absolute URLs alone', () => {
    expect(absoluteUrl(site, '/p/x')).toBe('https://studio.example/p/x');
    expect(absoluteUrl(site, 'p/x')).toBe('https://studio.example/p/x');
    expect(absoluteUrl(site, 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });
});

describe('renderHeadTags', () => {
  const tags = renderHeadTags(head, site);

  it('writes description, canonical, Open Graph and Twitter tags with escaped values', () => {
    expect(tags).toContain(
      '<meta name="description" content="A class for &quot;everyone&quot; &amp; &lt;anyone&gt;" />',
    );
    expect(tags).toContain('<link rel="canonical" href="https://studio.example/m/abc12345/plies" />');
    expect(tags).toContain('<meta property="og:type" content="video.other" />');
    expect(tags).toContain('<meta property="og:title" content="Pliés &quot;and&quot; &lt;tendus&gt;" />');
    expect(tags).toContain('<meta property="og:url" content="https://studio.example/m/abc12345/plies" />');
    expect(tags).toContain(
      '<meta property="og:image" content="https://studio.example/images/posters/p1/1280.jpg" />',
    );
    expect(tags).toContain('<meta property="og:site_name" content="Pirouette House" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain('<meta property="og:image:width" content="1280" />');
  });

  it('states the image size only for a 1280 px poster', () => {
    const other = renderHeadTags({ ...head, image: 'https://cdn.example/banner.png' }, site);
    expect(other).toContain('<meta property="og:image" content="https://cdn.example/banner.png" />');
    expect(other).not.toContain('og:image:width');
    expect(other).not.toContain('og:image:type');
  });

  it('keeps the JSON-LD inside its script', () => {
    const scripts = tags.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    const json = tags.split('<script type="application/ld+json">')[1]?.split('</script>')[0] ?? '';
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });

  it('uses a small card and no image tags without a poster', () => {
    const plain = renderHeadTags({ ...head, image: null, jsonLd: undefined }, site);
    expect(plain).toContain('<meta name="twitter:card" content="summary" />');
    expect(plain).not.toContain('og:image');
    expect(plain).not.toContain('ld+json');
    expect(plain).not.toContain('name="robots"');
  });

  it('keeps a draft out of search results', () => {
    expect(renderHeadTags({ ...head, noindex: true }, site)).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });
});

describe('the page template', () => {
  const index = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Dance classes on demand and live." />
    <title>Relevé</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

  it('replaces the title and description and adds the tags inside the head', () => {
    const html = renderPageHtml(prepareTemplate(index), 'A <b> - Studio', renderHeadTags(head, site));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>A &lt;b&gt; - Studio</title>');
    expect(html).not.toContain('Relevé</title>');
    expect(html).not.toContain('Dance classes on demand and live.');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    const headPart = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(headPart).toContain('<link rel="canonical"');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('puts the tags after the doctype when the page has no head', () => {
    const html = renderPageHtml(prepareTemplate('<!doctype html><div id="root"></div>'), 'T', '<meta x />');
    expect(html.startsWith('<!doctype html><title>T</title>')).toBe(true);
    expect(html.endsWith('<div id="root"></div>')).toBe(true);
  });
});
