import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Env, publicUrlOf } from '../../config/env';
import type { SiteConfigs } from '../../config/site-configs';
import type { PageRenderer } from '../../plugins/web-app';
import type { SeoMagazines } from './route-heads';
import { seoRoutes } from './seo.routes';
import type { SeoCatalog } from './seo-catalog';
import { SeoPages, type SeoSite } from './seo-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue pages' heads (set by the SEO module), for the web app plugin that serves the pages. */
    seo: { renderPage: PageRenderer };
  }
}

/** Shown when the studio's config cannot be read, so pages still get a head. */
const FALLBACK_SITE_NAME = 'Relevé';

/** JSON written inside a script element safely: the page's first data uses it too. */
export { jsonForScript } from './escape';

export interface SeoModuleOptions {
  env: Pick<Env, 'PUBLIC_URL' | 'PORT'>;
  siteConfigs: SiteConfigs;
}

/**
 * The SEO pages for this server: the studio's name and description come from its default config
 * (read per request, so an edited config shows without a restart), addresses from PUBLIC_URL.
 */
function createSeoPages(
  catalog: SeoCatalog,
  magazines: SeoMagazines,
  siteConfigs: SiteConfigs,
  env: SeoModuleOptions['env'],
): SeoPages {
  const publicUrl = publicUrlOf(env);
  const site = async (): Promise<SeoSite> => {
    // A broken config has its own error page in the app; the head falls back rather than failing.
    const config = await siteConfigs.defaultConfig().catch(() => undefined);
    return {
      siteName: config?.siteName ?? FALLBACK_SITE_NAME,
      description: config?.description ?? '',
      publicUrl,
    };
  };
  return new SeoPages(catalog, site, magazines);
}

/**
 * SEO: catalogue pages get their own head (title, Open Graph, JSON-LD) and a 404 for unknown ids,
 * offered as `app.seo.renderPage`; `/sitemap.xml` and `/robots.txt`. Reads the catalogue's `app.catalog`
 * and the magazines' `app.resources` (the reader's page).
 */
export const seoModule = fp(
  async (app: FastifyInstance, { env, siteConfigs }: SeoModuleOptions) => {
    const pages = createSeoPages(app.catalog, app.resources, siteConfigs, env);
    app.decorate('seo', { renderPage: pages.renderPage });
    await app.register(seoRoutes, { pages });
  },
  { name: 'seo', dependencies: ['catalog', 'resources'] },
);
