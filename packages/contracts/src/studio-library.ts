import { z } from 'zod';
import { formatBytes } from './studio-uploads';

/*
 * The studio console's Library (issue 34, decision 043): program resources (PDFs attached to a program)
 * and magazine issues (a PDF the server turns into the reader's pages). The size rule and the refusal
 * messages are here so the console refuses a file before a byte is sent with the server's own words.
 */

export const studioLibraryPaths = {
  /** GET: the issues, the resources, the programs they may attach to, and the upload limit. */
  library: '/api/studio/library',
  /** POST (multipart): a new issue from a PDF. */
  magazines: '/api/studio/library/magazines',
  magazine: (id: string) => `/api/studio/library/magazines/${encodeURIComponent(id)}`,
  publish: (id: string) => `/api/studio/library/magazines/${encodeURIComponent(id)}/publish`,
  unpublish: (id: string) => `/api/studio/library/magazines/${encodeURIComponent(id)}/unpublish`,
  retry: (id: string) => `/api/studio/library/magazines/${encodeURIComponent(id)}/retry`,
  /** POST (multipart): a new resource from a PDF. */
  resources: '/api/studio/library/resources',
  resource: (id: string) => `/api/studio/library/resources/${encodeURIComponent(id)}`,
} as const;

/** The largest PDF the library takes unless the studio says otherwise (`LIBRARY_UPLOAD_MAX_BYTES`). */
export const DEFAULT_LIBRARY_UPLOAD_MAX_BYTES = 200_000_000;
/** An issue has at most this many pages (each becomes a picture in storage). */
export const MAGAZINE_MAX_PAGES = 500;
/** The multipart field that carries the PDF; the other fields come before it. */
export const LIBRARY_FILE_FIELD = 'file';

export const libraryIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _');

/** Why a PDF was refused, each naming the file (the server's words, shown as they are). */
export const pdfRefusals = {
  tooBig: (name: string, bytes: number, maxBytes: number) =>
    `${name} is ${formatBytes(bytes)}: the library's upload limit is ${formatBytes(maxBytes)}`,
  /** Sent without its size (chunked) and cut at the limit. */
  overLimit: (name: string, maxBytes: number) =>
    `${name} is larger than the library's upload limit of ${formatBytes(maxBytes)}`,
  empty: (name: string) => `${name} is empty`,
  notAPdf: (name: string) =>
    `${name} is not a PDF: its content is not a PDF document (whatever its name says)`,
  truncated: (name: string) => `${name} is cut short: its end is missing. Upload the whole file again`,
  encrypted: (name: string) =>
    `${name} is protected by a password: save a copy without one, then upload that`,
  broken: (name: string) =>
    `${name} is damaged: its pages cannot be read. Save or export it again as a PDF, then upload it`,
  tooManyPages: (name: string, pages: number) =>
    `${name} has ${pages} pages: an issue may have at most ${MAGAZINE_MAX_PAGES}`,
  tookTooLong: (name: string) => `${name} took too long to read: it may be damaged. Try saving it again`,
  noFile: 'Choose a PDF file to upload',
  notMultipart: `Send the PDF as multipart/form-data, its fields first and the file last in a field named ${LIBRARY_FILE_FIELD}`,
  /** Magazine pages need the page renderer, which this server could not load. */
  noRenderer: (reason: string) => `Magazine pages cannot be made on this server: ${reason}`,
} as const;

/** Why a file of this size may not be uploaded to the library, or null when it may. */
export function libraryFileRefusal(file: { name: string; size: number }, maxBytes: number): string | null {
  if (file.size > maxBytes) return pdfRefusals.tooBig(file.name, file.size, maxBytes);
  if (file.size === 0) return pdfRefusals.empty(file.name);
  return null;
}

export const libraryMessages = {
  noMagazine: 'No magazine issue has this id',
  noResource: 'No resource has this id',
  noProgram: 'No program has this id',
  publishNotReady: 'An issue is published once its pages are ready',
  retryNotFailed: 'Only an issue whose pages failed can be made again',
} as const;

/** processing: its pages are being made; ready: it can be published; failed: see `failure`. */
export const MAGAZINE_STATES = ['processing', 'ready', 'failed'] as const;
export const magazineStateSchema = z.enum(MAGAZINE_STATES);
export type MagazineState = z.infer<typeof magazineStateSchema>;

// Tabs and line breaks only: a NUL or other control character is refused before the PDF is read.
const plainText = (text: string) => !/\p{Cc}/u.test(text.replace(/[\t\n\r]/g, ''));
const title = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .refine(plainText, 'must not contain control characters');
const description = z
  .string()
  .trim()
  .max(2_000, 'must be at most 2,000 characters')
  .refine(plainText, 'must not contain control characters');
const buyUrl = z
  .string()
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine((url) => url === '' || /^https?:\/\/[^\s]+$/.test(url), 'must be an address starting with https://')
  .transform((url) => (url === '' ? null : url));

/** An issue's fields, as the upload form sends them (multipart: strings). */
export const magazineFieldsSchema = z.strictObject({
  title,
  description: description.default(''),
  buyUrl: buyUrl.default(''),
});
export type MagazineFields = z.infer<typeof magazineFieldsSchema>;
/** An edit: only the fields sent change. */
export const magazineUpdateSchema = z.strictObject({
  title: title.optional(),
  description: description.optional(),
  buyUrl: buyUrl.optional(),
});
export type MagazineUpdate = z.infer<typeof magazineUpdateSchema>;

/** Who may open a resource: everyone (a taster of the program) or members only. */
export const RESOURCE_ACCESS = ['everyone', 'members'] as const;
export const resourceAccessSchema = z.enum(RESOURCE_ACCESS);
export type ResourceAccess = z.infer<typeof resourceAccessSchema>;

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** A resource's fields (multipart sends `canDownload` as "true" or "false"). */
export const resourceFieldsSchema = z.strictObject({
  title,
  description: description.default(''),
  programId: libraryIdSchema,
  access: resourceAccessSchema.default('members'),
  canDownload: flag.default(false),
});
export type ResourceFields = z.infer<typeof resourceFieldsSchema>;
/** An edit: only the fields sent change. */
export const resourceUpdateSchema = z.strictObject({
  title: title.optional(),
  description: description.optional(),
  programId: libraryIdSchema.optional(),
  access: resourceAccessSchema.optional(),
  canDownload: z.boolean().optional(),
});
export type ResourceUpdate = z.infer<typeof resourceUpdateSchema>;

/** An issue as the console lists it. */
export const studioMagazineSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  buyUrl: z.string().nullable(),
  totalPages: z.number(),
  /** Pages made so far (equals totalPages when ready). */
  renderedPages: z.number(),
  state: magazineStateSchema,
  /** Why its pages could not be made (state failed). */
  failure: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  sourceBytes: z.number(),
  /** The cover's address once the pages are ready. */
  cover: z.string().nullable(),
  /** Where members read it. */
  readerPath: z.string(),
  createdAt: z.string(),
});
export type StudioMagazine = z.infer<typeof studioMagazineSchema>;

export const studioResourceSchema = z.object({
  id: z.string(),
  /** Null once the programs builder has detached it: it stays in the library, in no program. */
  programId: z.string().nullable(),
  programName: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  access: resourceAccessSchema,
  canDownload: z.boolean(),
  fileSize: z.number(),
  /** Where the PDF is served (members' rules apply). */
  url: z.string(),
});
export type StudioResource = z.infer<typeof studioResourceSchema>;

export const studioLibrarySchema = z.object({
  magazines: z.array(studioMagazineSchema),
  resources: z.array(studioResourceSchema),
  programs: z.array(z.object({ id: z.string(), name: z.string() })),
  maxUploadBytes: z.number(),
  /** Null when magazine pages can be made here; else why not (uploads of issues are refused). */
  pagesUnavailable: z.string().nullable(),
});
export type StudioLibrary = z.infer<typeof studioLibrarySchema>;

export const studioMagazineAnswerSchema = z.object({ magazine: studioMagazineSchema });
export const studioResourceAnswerSchema = z.object({ resource: studioResourceSchema });
