import type { AppConfig } from '@releve/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { SiteConfigs } from '../../config/site-configs';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

const iconTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The studio's logo as the app's icon (any size: the browser scales it), else Relevé's mark. */
function iconsOf(config: AppConfig | undefined) {
  const logo = config?.assets.logo;
  const extension = logo ? /\.([a-z]+)(?:[?#].*)?$/i.exec(logo)?.[1]?.toLowerCase() : undefined;
  const type = extension ? iconTypes[extension] : undefined;
  if (logo && type) return [{ src: logo, sizes: 'any', type, purpose: 'any' }];
  return [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }];
}

/** The web app manifest (decision 064): Relevé installs as the studio's app, named and coloured by its config. */
export function webManifest(config: AppConfig | undefined) {
  const name = config?.siteName ?? 'Relevé';
  return {
    name,
    short_name: name,
    description: config?.description || undefined,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: config?.styling.backgroundColor ?? '#ffffff',
    theme_color: config?.styling.headerBackground ?? '#ffffff',
    icons: iconsOf(config),
  };
}

export const webManifestRoutes: FastifyPluginAsync<{ siteConfigs: SiteConfigs }> = async (
  app,
  { siteConfigs },
) => {
  app.get(WEB_MANIFEST_PATH, { config: { public: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(webManifest(await siteConfigs.defaultConfig()))),
  );
};
