import type { Env } from '../../config/env';
import type { SiteConfigs } from '../../config/site-configs';
import { publicUrlOf } from '../accounts/accounts.module';
import type { SeoCatalog } from './seo-catalog';
import { SeoPages, type SeoSite } from './seo-pages';

/** Shown when the studio's config cannot be read, so pages still get a head. */
const FALLBACK_SITE_NAME = 'Relevé';

/**
 * The SEO pages for this server: the studio's name and description come from its default config
 * (read per request, so an edited config shows without a restart), addresses from PUBLIC_URL.
 */
export function createSeoPages(
  catalog: SeoCatalog,
  siteConfigs: SiteConfigs,
  env: Pick<Env, 'PUBLIC_URL' | 'PORT'>,
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
  return new SeoPages(catalog, site);
}
