import { apiPaths, settingsAnswerSchema } from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SiteConfigs } from '../../config/site-configs';
import { hasSessionCookie } from '../accounts/accounts.module';

export interface ConfigRoutesOptions {
  siteConfigs: SiteConfigs;
  /** PUBLIC_URL's origin, when set: the web app sends a visitor who came by another name there. */
  publicOrigin: string | null;
}

/**
 * The web app's start-up reads: which config sources are allowed, then the config itself.
 * Configs are served as stored; the web app validates them and shows the spec's error pages.
 */
export const configRoutes: FastifyPluginAsyncZod<ConfigRoutesOptions> = async (
  app,
  { siteConfigs, publicOrigin },
) => {
  app.get(
    apiPaths.settings,
    { config: { public: true }, schema: { response: { 200: settingsAnswerSchema } } },
    async (request, reply) => {
      // The answer depends on the caller's cookies: no shared cache may keep it for someone else.
      reply.header('cache-control', 'private, no-cache').header('vary', 'cookie');
      return { ...siteConfigs.settings, hasSession: hasSessionCookie(request.headers.cookie), publicOrigin };
    },
  );

  app.get(
    apiPaths.config(':id'),
    {
      config: { public: true },
      schema: {
        params: z.object({
          id: z.string().regex(/^[a-z0-9]{8}$/, 'must be 8 lowercase letters or digits'),
        }),
      },
    },
    async (request, reply) => {
      const raw = await siteConfigs.readRaw(request.params.id);
      if (raw === undefined) {
        return reply.code(404).send({
          statusCode: 404,
          error: 'Not Found',
          message: `No config found with id ${request.params.id}`,
        });
      }
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(raw);
    },
  );
};
