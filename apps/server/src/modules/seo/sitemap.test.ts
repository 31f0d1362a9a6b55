import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap';

const site = { siteName: 'Pirouette House', publicUrl: 'https://studio.example' };

describe('sitemapXml', () => {
  it('lists absolute, escaped addresses in the sitemap namespace, with dates', () => {
    const xml = sitemapXml(
      [{ path: '/' }, { path: '/p/a&b', lastmod: new Date('2026-03-04T22:10:00Z') }],
      site,
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://studio.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://studio.example/p/a&amp;b</loc><lastmod>2026-03-04</lastmod></url>',
    );
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('names every part in an index', () => {
    const xml = sitemapIndexXml(2, site);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://studio.example/sitemap.xml?part=1</loc>');
    expect(xml).toContain('<loc>https://studio.example/sitemap.xml?part=2</loc>');
  });
});

describe('robotsTxt', () => {
  it('points to the sitemap and keeps crawlers out of the API', () => {
    const text = robotsTxt(site);
    expect(text).toContain('Sitemap: https://studio.example/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
  });
});
