import { z } from 'zod';

/**
 * The studio's digital magazine (viewing.md §3: title, totalPages, baseUrl, buyUrl). Pages are
 * `{baseUrl}/{page}.png`, served to those with magazine access only (`hasMagazineAccess`); the
 * cover is for everyone.
 */
export const magazineSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  totalPages: z.int().min(1),
  baseUrl: z.string(),
  /** Where a printed copy is sold; null when it is not. */
  buyUrl: z.string().nullable(),
  cover: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
});
export type Magazine = z.infer<typeof magazineSchema>;

export const magazinesAnswerSchema = z.object({ magazines: z.array(magazineSchema) });
export type MagazinesAnswer = z.infer<typeof magazinesAnswerSchema>;

/** Where a magazine's files are: `{baseUrl}/{page}.png` and `{baseUrl}/cover.webp`. */
export const magazineBaseUrl = (magazineId: string) => `/media/magazines/${encodeURIComponent(magazineId)}`;

/** A resource file's address with `?download=1`: sent as an attachment, for resources that allow it. */
export const resourceDownloadUrl = (url: string) => `${url}?download=1`;
