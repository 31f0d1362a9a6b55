import type { InitialData } from '@releve/contracts';
import { LruCache } from '../../cache/lru';
import type { PageRenderer } from '../../plugins/web-app';
import { type HtmlTemplate, prepareTemplate, renderPageHtml } from './html-template';
import { documentTitle, renderHeadTags, type SiteContext } from './page-head';
import { headOfRoute, type RouteHead, type SeoMagazines, UNCACHED_ROUTES } from './route-heads';
import type { SeoCatalog } from './seo-catalog';
import { robotsTxt, SITEMAP_MAX_URLS, type SitemapEntry, sitemapIndexXml, sitemapXml } from './sitemap';
import { collectSitemapEntries } from './sitemap-entries';

/** Pages kept rendered per catalogue: the popular ones stay, memory stays bounded. */
const PAGE_CACHE_SIZE = 1_000;

export interface SeoSite extends SiteContext {
  /** The studio's own description (home page, list pages). */
  description: string;
}

interface RenderedPage {
  status: number;
  html: string;
}

/** What was built from one catalogue; dropped whole when the catalogue is rebuilt. */
interface CatalogCache {
  catalogue: InitialData;
  pages: LruCache<string, RenderedPage>;
  sitemap?: Promise<SitemapEntry[]>;
  /** Rendered sitemap files by public address and part (a handful at most). */
  sitemapXml: Map<string, string>;
}

/**
 * Catalogue pages as search engines and link previews see them: index.html with the page's title,
 * description, canonical address, Open Graph and JSON-LD, or a 404 when the id names nothing; and
 * the sitemap of the public catalogue.
 */
export class SeoPages {
  private cache: CatalogCache | undefined;
  private template: { source: string; cut: HtmlTemplate } | undefined;

  constructor(
    private readonly catalog: SeoCatalog,
    private readonly site: () => Promise<SeoSite>,
    private readonly magazines: SeoMagazines,
  ) {}

  readonly renderPage: PageRenderer = async ({ pathname, routeId, params, indexHtml }) => {
    const headOf = headOfRoute[routeId];
    if (!headOf) return undefined;
    const [site, cache] = await Promise.all([this.site(), this.currentCache()]);
    const key = `${site.publicUrl}\n${site.siteName}\n${site.description}\n${pathname}`;
    const cacheable = !UNCACHED_ROUTES.has(routeId);
    const cached = cacheable ? cache.pages.get(key) : undefined;
    if (cached) return cached;

    const head = await notFoundOnError(() =>
      headOf(params, {
        catalog: this.catalog,
        magazines: this.magazines,
        site,
        siteDescription: site.description,
      }),
    );
    const page =
      head === 'notFound'
        ? { status: 404, html: indexHtml }
        : {
            status: 200,
            html: renderPageHtml(
              this.templateOf(indexHtml),
              documentTitle(head, site),
              renderHeadTags(head, site),
            ),
          };
    if (cacheable) cache.pages.set(key, page);
    return page;
  };

  /** `/sitemap.xml`: one file, or an index of parts past the protocol's 50,000 addresses. */
  async sitemap(part?: number): Promise<string | undefined> {
    const [site, cache] = await Promise.all([this.site(), this.currentCache()]);
    const entries = await this.sitemapEntries(cache);
    const partCount = Math.max(1, Math.ceil(entries.length / SITEMAP_MAX_URLS));
    if (part !== undefined && part > partCount) return undefined;
    const key = `${site.publicUrl}\n${part ?? 0}`;
    let xml = cache.sitemapXml.get(key);
    if (xml === undefined) {
      xml =
        part === undefined
          ? partCount === 1
            ? sitemapXml(entries, site)
            : sitemapIndexXml(partCount, site)
          : sitemapXml(entries.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS), site);
      cache.sitemapXml.set(key, xml);
    }
    return xml;
  }

  /** Collected once per catalogue; a failed collection is tried again by the next request. */
  private sitemapEntries(cache: CatalogCache): Promise<SitemapEntry[]> {
    if (!cache.sitemap) {
      const collecting = collectSitemapEntries(this.catalog);
      cache.sitemap = collecting;
      collecting.catch(() => {
        if (cache.sitemap === collecting) cache.sitemap = undefined;
      });
    }
    return cache.sitemap;
  }

  async robots(): Promise<string> {
    return robotsTxt(await this.site());
  }

  private async currentCache(): Promise<CatalogCache> {
    const catalogue = await this.catalog.getInitialData();
    if (this.cache?.catalogue !== catalogue) {
      this.cache = { catalogue, pages: new LruCache(PAGE_CACHE_SIZE), sitemapXml: new Map() };
    }
    return this.cache;
  }

  private templateOf(indexHtml: string): HtmlTemplate {
    if (this.template?.source !== indexHtml)
      this.template = { source: indexHtml, cut: prepareTemplate(indexHtml) };
    return this.template.cut;
  }
}

/** The catalogue may answer a missing id by throwing a 404 (HttpError) rather than undefined. */
async function notFoundOnError(read: () => Promise<RouteHead>): Promise<RouteHead> {
  try {
    return await read();
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode === 404) return 'notFound';
    throw error;
  }
}
