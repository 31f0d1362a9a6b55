import { randomBytes } from 'node:crypto';
import { POSTER_IMAGE_TOO_SMALL, POSTER_IMAGE_TYPE, POSTER_WIDTHS } from '@releve/contracts';
import { HttpError } from '../../plugins/errors';
import { loadSharp } from '../../runtime/load-sharp';
import type { Storage } from '../../storage/storage';

/** What sharp must find in an uploaded poster (by its content, whatever the name or type says). */
const POSTER_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * A studio's poster from a picture (an uploaded image, or a frame of the video): cropped to 16:9 around
 * its centre, written at every width the catalogue serves (`posters/{posterId}/{320|640|1280}.{webp|jpg}`,
 * as the demo's are) under a new poster id, as a poster's files never change under the same name.
 */
export async function storePoster(storage: Storage, image: Buffer): Promise<string> {
  const sharp = await loadSharp();
  const metadata = await sharp(image)
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !POSTER_FORMATS.has(metadata.format)) throw new HttpError(400, POSTER_IMAGE_TYPE);
  if ((metadata.width ?? 0) < (POSTER_WIDTHS[0] as number)) throw new HttpError(400, POSTER_IMAGE_TOO_SMALL);
  const posterId = `p${randomBytes(9).toString('base64url')}`;
  for (const width of POSTER_WIDTHS) {
    const resized = sharp(image)
      .rotate()
      .resize(width, Math.round((width * 9) / 16), { fit: 'cover' });
    const [webp, jpg] = await Promise.all([
      resized.clone().webp({ quality: 78, effort: 2 }).toBuffer(),
      resized.clone().flatten().jpeg({ quality: 80 }).toBuffer(),
    ]);
    await storage.put(`posters/${posterId}/${width}.webp`, webp);
    await storage.put(`posters/${posterId}/${width}.jpg`, jpg);
  }
  return posterId;
}
