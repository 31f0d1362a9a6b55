import { z } from 'zod';

/*
 * The studio's uploads (decision 039): resumable over tus at `/api/studio/uploads`, in chunks of 32 MiB.
 * The size rule and the refusal messages are here so the console refuses a file before a byte is sent
 * with the very words the server would answer.
 */

export const studioUploadPaths = {
  /** tus: POST creates an upload; `/{id}` takes HEAD, PATCH and DELETE. GET lists the studio's uploads. */
  uploads: '/api/studio/uploads',
  dismiss: (uploadId: string) => `/api/studio/uploads/${uploadId}/dismiss`,
} as const;

/** What the console sends a PATCH at a time: big enough for full speed, under common proxies' 100 MB. */
export const UPLOAD_CHUNK_BYTES = 32 * 1024 * 1024;
export const DEFAULT_UPLOAD_MAX_BYTES = 20_000_000_000;
export const DEFAULT_UPLOAD_EXPIRY_HOURS = 24;

/** A tus upload's id: 24 lowercase letters and digits. */
export const uploadIdSchema = z.string().regex(/^[a-z0-9]{24}$/, 'must be an upload id');

/** Bytes as a person reads them, in powers of 1000 as file managers show them: 20 GB, 1.5 MB. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const shown = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${units[unit]}`;
}

/** Why a file of this size may not be uploaded, or null when it may. */
export function uploadSizeRefusal(file: { name: string; size: number }, maxBytes: number): string | null {
  if (file.size > maxBytes) {
    return `${file.name} is ${formatBytes(file.size)}: the studio's upload limit is ${formatBytes(maxBytes)}`;
  }
  if (file.size === 0) return `${file.name} is empty`;
  return null;
}

/** Why an uploaded file was refused, each naming the file (the server's words, shown as they are). */
export const uploadRefusals = {
  notAVideo: (name: string) =>
    `${name} is not a video: its content is not a video format (whatever its name says)`,
  noVideoStream: (name: string) => `${name} has no video stream: a class needs moving pictures`,
  audioOnly: (name: string) => `${name} has only sound, no picture: a class needs a video`,
  stillImage: (name: string) => `${name} is a still image, not a video`,
  truncated: (name: string) =>
    `${name} is cut short or damaged: its end is missing. Upload the whole file again`,
  diskFull: (name: string) =>
    `The server's disk is full: ${name} could not be stored, and what had arrived was removed. Free some space, then upload it again`,
  expired: (name: string, hours: number) =>
    `${name} was not finished within ${hours} hours: what had arrived was removed`,
} as const;

export const studioUploadStateSchema = z.enum(['uploading', 'finished', 'failed']);

/** One upload as the console lists it. */
export const studioUploadSchema = z.object({
  id: z.string(),
  state: studioUploadStateSchema,
  filename: z.string(),
  sizeBytes: z.number(),
  receivedBytes: z.number(),
  /** Its video asset, while it has one: the console's events stream (`studioVideoPaths.events`) names it. */
  assetId: z.string().nullable(),
  /** The class it feeds (its draft, or the published class whose video it replaces). */
  mediaId: z.string().nullable(),
  replacesMediaId: z.string().nullable(),
  /** The video's packaging state (uploading, queued, packaging, ready, failed), while it has one. */
  assetStatus: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StudioUpload = z.infer<typeof studioUploadSchema>;

/** GET /api/studio/uploads: the limits the console shows before an upload, and the uploads themselves. */
export const studioUploadsSchema = z.object({
  maxBytes: z.number(),
  chunkBytes: z.number(),
  expiryHours: z.number(),
  uploads: z.array(studioUploadSchema),
});
export type StudioUploads = z.infer<typeof studioUploadsSchema>;
