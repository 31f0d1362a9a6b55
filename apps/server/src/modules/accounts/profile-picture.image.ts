import { PROFILE_PICTURE_MAX_PIXELS } from '@releve/contracts';
import { loadSharp } from '../../runtime/load-sharp';

/** The upload is not a picture Relevé takes: wrong type, too big, empty or undecodable. */
export class ImageRejectedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'ImageRejectedError';
  }
}

export type AcceptedImageType = 'jpeg' | 'png' | 'webp';

/**
 * Pictures claiming more pixels than this (4096 x 4096) are refused from their header, before
 * decoding: a small file of one colour can claim a huge canvas (a 372 KB PNG of 49 megapixels
 * cost 1.4 s of CPU to decode). The web app uploads its 512-pixel crop, and a 12-megapixel
 * phone photo still fits.
 */
export const MAX_INPUT_PIXELS = 4096 * 4096;
const JPEG_QUALITY = 90;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The accepted format the bytes start with; the file's name and declared type are never asked. */
export function detectImageType(bytes: Uint8Array): AcceptedImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/**
 * The picture as Relevé keeps it, whatever the browser sent: turned upright, fitted within
 * 512 x 512, transparent areas on white, JPEG quality 90, without metadata (no EXIF, so no
 * camera location). Only JPEG, PNG and WebP reach the decoder, so no other format's
 * decoder (SVG, TIFF, HEIF...) ever sees an upload.
 */
export async function normaliseProfilePicture(upload: Buffer): Promise<Buffer> {
  if (upload.length === 0) throw new ImageRejectedError('empty file');
  const type = detectImageType(upload);
  if (!type) throw new ImageRejectedError('not a JPEG, PNG or WebP file');
  const sharp = await loadSharp();
  try {
    const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
    const { format, width = 0, height = 0 } = await image.metadata();
    if (format !== type) throw new ImageRejectedError(`${type} signature but ${format} content`);
    if (width * height > MAX_INPUT_PIXELS) {
      throw new ImageRejectedError(`${width} x ${height} pixels is more than ${MAX_INPUT_PIXELS}`);
    }
    return await image
      .resize(PROFILE_PICTURE_MAX_PIXELS, PROFILE_PICTURE_MAX_PIXELS, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    throw new ImageRejectedError(`undecodable ${type}: ${(error as Error).message}`);
  }
}
