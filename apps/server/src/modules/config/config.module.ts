import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ConfigRoutesOptions, configRoutes } from './config.routes';

/** Config: the site settings and studio configs the web app reads at start-up. */
export const configModule = fp(
  async (app: FastifyInstance, options: ConfigRoutesOptions) => {
    await app.register(configRoutes, options);
  },
  { name: 'config' },
);
