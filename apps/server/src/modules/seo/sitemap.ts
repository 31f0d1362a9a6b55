import { escapeXml } from './escape';
import { absoluteUrl, type SiteContext } from './page-head';

/** The sitemap protocol's limit per file; beyond it /sitemap.xml becomes an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** W3C date (YYYY-MM-DD), the form every search engine reads. */
const w3cDate = (date: Date) => date.toISOString().slice(0, 10);

export function sitemapXml(entries: SitemapEntry[], site: SiteContext): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(absoluteUrl(site, entry.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The address of one part when the catalogue needs more than one sitemap file. */
export const sitemapPartPath = (part: number) => `/sitemap.xml?part=${part}`;

export function sitemapIndexXml(partCount: number, site: SiteContext): string {
  const parts = Array.from(
    { length: partCount },
    (_, index) => `<sitemap><loc>${escapeXml(absoluteUrl(site, sitemapPartPath(index + 1)))}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${parts.join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(site: SiteContext): string {
  // Account pages and the API hold nothing for search engines.
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /u/\n\nSitemap: ${absoluteUrl(site, '/sitemap.xml')}\n`;
}
