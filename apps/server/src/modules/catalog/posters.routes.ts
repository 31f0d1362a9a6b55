import { POSTER_WIDTHS } from '@releve/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { sendStoredFile } from '../../storage/send-stored-file';
import type { Storage } from '../../storage/storage';

export interface PosterRoutesOptions {
  storage: Storage;
}

/** A poster's files never change under the same name: a new picture gets a new poster id. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const POSTER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const POSTER_FILE = new RegExp(`^(${POSTER_WIDTHS.join('|')})\\.(webp|jpg)$`);
const contentTypes = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * Poster files from storage (`posters/{posterId}/{width}.{webp|jpg}`). Only names of that exact
 * form are looked up; anything else is simply not a poster.
 */
export const posterRoutes: FastifyPluginAsync<PosterRoutesOptions> = async (app, { storage }) => {
  app.get<{ Params: { posterId: string; file: string } }>(
    '/media/posters/:posterId/:file',
    async (request, reply) => {
      const { posterId, file } = request.params;
      const format = POSTER_FILE.exec(file)?.[2] as keyof typeof contentTypes | undefined;
      if (!POSTER_ID.test(posterId) || !format) throw new HttpError(404, 'Poster not found');
      const key = `posters/${posterId}/${file}`;
      const sent = await sendStoredFile(request, reply, storage, key, {
        type: contentTypes[format],
        cacheControl: IMMUTABLE,
      });
      if (!sent) throw new HttpError(404, 'Poster not found');
      return sent;
    },
  );
};
