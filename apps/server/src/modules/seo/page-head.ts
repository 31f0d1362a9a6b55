import { escapeHtml, jsonForScript } from './escape';

/** What a search engine or a link preview should know about one page. */
export interface PageHead {
  /** The page's own title, without the site name; absent on the home page. */
  title?: string;
  description: string;
  /** Path of the page's canonical address, e.g. `/m/abc12345/plies-and-tendus`. */
  path: string;
  /** The 1280 px JPEG poster, absolute or from the site's root. */
  image?: string | null;
  ogType: 'video.other' | 'website';
  jsonLd?: Record<string, unknown>;
  /** Reachable but not for search results (a draft program). */
  noindex?: boolean;
}

/** The studio a page belongs to. */
export interface SiteContext {
  siteName: string;
  /** Absolute, without a trailing slash, e.g. https://studio.example. */
  publicUrl: string;
}

/** The same format the web app gives the tab (apps/web/src/lib/use-document-title.ts). */
export function documentTitle(head: Pick<PageHead, 'title'>, site: SiteContext): string {
  return head.title ? `${head.title} - ${site.siteName}` : site.siteName;
}

/** Makes a root-relative path absolute on the studio's public address; absolute URLs stay as they are. */
export function absoluteUrl(site: SiteContext, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${site.publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The tags that go into `<head>` besides the title: description, canonical, Open Graph, Twitter, JSON-LD. */
export function renderHeadTags(head: PageHead, site: SiteContext): string {
  const url = absoluteUrl(site, head.path);
  const title = head.title ?? site.siteName;
  const image = head.image ? absoluteUrl(site, head.image) : undefined;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;

  const tags = [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (image) tags.push(meta('property', 'og:image', image));
  // Catalogue posters are known 1280 px JPEGs; say so only for them (a thumbnail fallback may not be).
  if (image?.endsWith('/1280.jpg')) {
    tags.push(meta('property', 'og:image:type', 'image/jpeg'), meta('property', 'og:image:width', '1280'));
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
  );
  if (image) tags.push(meta('name', 'twitter:image', image));
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
