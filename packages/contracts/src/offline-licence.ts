import { z } from 'zod';
import { DEFAULT_OFFLINE_DAYS, MAX_OFFLINE_DAYS } from './offline-rules';

export * from './offline-rules';

/** The site config's switch: no class, every class, or the classes it lists (by media id). */
export const downloadsSettingsSchema = z.strictObject({
  classes: z.union([z.enum(['none', 'all']), z.array(z.string().min(1).max(64)).max(10_000)]).default('none'),
  offlineDays: z.int().min(1).max(MAX_OFFLINE_DAYS).default(DEFAULT_OFFLINE_DAYS),
});

/** The licence route's answer; `token` is a playback token for fetching the files now. */
export const licenceAnswerSchema = z.object({
  mediaId: z.string(),
  issuedAt: z.number(),
  expiresAt: z.number(),
  token: z.string(),
});
export type LicenceAnswer = z.infer<typeof licenceAnswerSchema>;
