import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ConfigRoutesOptions, configRoutes } from './config.routes';
import { webManifestRoutes } from './web-manifest.routes';

/** Config: the site settings and studio configs the web app reads at start-up, and the web app manifest. */
export const configModule = fp(
  async (app: FastifyInstance, options: ConfigRoutesOptions) => {
    await app.register(configRoutes, options);
    await app.register(webManifestRoutes, { siteConfigs: options.siteConfigs });
  },
  { name: 'config' },
);
