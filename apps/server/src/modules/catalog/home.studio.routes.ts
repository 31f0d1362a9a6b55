import {
  studioDailyDaySchema,
  studioDailyWriteSchema,
  studioHomeAnswerSchema,
  studioHomePaths,
  studioHomePreviewAnswerSchema,
  studioHomePreviewSchema,
  studioHomeWriteSchema,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '../accounts/accounts.module';
import type { StudioHomeService } from './studio-home.service';

export interface HomeStudioRoutesOptions {
  access: Access;
  home: StudioHomeService;
}

/** Every route is the owner's (contracts' `studio.manage`): the home page is the studio's shop window. */
const config = { studio: 'studio.manage' } as const;
const daily = `${studioHomePaths.home}/daily/:day`;

/**
 * The console's Home page editor (issue 34, decision 044): the home read, a draft's preview, the
 * draft published whole, Class of the Day set and cleared per day. The accounts module's hook has
 * checked `config.studio`.
 */
export const homeStudioRoutes: FastifyPluginAsyncZod<HomeStudioRoutesOptions> = async (
  app,
  { access, home },
) => {
  const actor = async (request: Parameters<Access['requireStaff']>[0]) =>
    (await access.requireStaff(request, 'studio.manage')).viewer.userId;

  app.get(studioHomePaths.home, { config, schema: { response: { 200: studioHomeAnswerSchema } } }, () =>
    home.get(),
  );

  app.put(
    studioHomePaths.home,
    { config, schema: { body: studioHomeWriteSchema, response: { 200: studioHomeAnswerSchema } } },
    async (request) => home.publish(await actor(request), request.body),
  );

  app.post(
    studioHomePaths.preview,
    { config, schema: { body: studioHomePreviewSchema, response: { 200: studioHomePreviewAnswerSchema } } },
    (request) => home.preview(request.body.rows),
  );

  app.put(
    daily,
    {
      config,
      schema: {
        params: studioDailyDaySchema,
        body: studioDailyWriteSchema,
        response: { 200: studioHomeAnswerSchema },
      },
    },
    async (request) => home.setDaily(await actor(request), request.params.day, request.body.mediaId),
  );

  app.delete(
    daily,
    { config, schema: { params: studioDailyDaySchema, response: { 200: studioHomeAnswerSchema } } },
    async (request) => home.clearDaily(await actor(request), request.params.day),
  );
};
