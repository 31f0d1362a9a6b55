import { z } from 'zod';
import { zonedParts } from './zoned-time';

/*
 * The studio console's classes (issue 33, decision 038): the class editor's fields, the classes list's
 * query and the bulk edit, one set of schemas for the server's checks and the web's form. How each
 * field is kept in the catalogue's media model (viewing.md §3) is decision 038's. The list's query
 * and pages are `studio-class-list.ts`'s.
 */

export const CLASS_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const classLevelSchema = z.enum(CLASS_LEVELS);
export type ClassLevel = z.infer<typeof classLevelSchema>;

/** Who may watch: everyone (the free library), members, or members plus a taste for everyone (the sampler). */
export const CLASS_ACCESS = ['free', 'members', 'sampler'] as const;
export const classAccessSchema = z.enum(CLASS_ACCESS);
export type ClassAccess = z.infer<typeof classAccessSchema>;

/** `scheduled` is a published class whose publication time is still ahead (derived, never stored). */
export const STUDIO_CLASS_STATES = ['draft', 'scheduled', 'published'] as const;
export const studioClassStateSchema = z.enum(STUDIO_CLASS_STATES);
export type StudioClassState = z.infer<typeof studioClassStateSchema>;

/** The content types a class may have in the editor (series, live channels and pages are made elsewhere). */
export const CLASS_CONTENT_TYPES = ['video', 'episode', 'trailer'] as const;

export const STUDIO_CLASS_ID = /^[A-Za-z0-9]{8}$/;
export const studioClassIdSchema = z.string().regex(STUDIO_CLASS_ID, 'must be 8 letters or digits');

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A free tag: no commas (the catalogue's answers join tags with them). */
const tagSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(60, 'must be at most 60 characters')
  .refine((tag) => !tag.includes(','), 'must not contain a comma');

/** Empty text means "none": the form's cleared field. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((text) => (text === '' ? null : text))
    .nullable();

/** What the editor may change on a class (everything else is read-only or has its own route). */
export const studioClassFieldsSchema = z
  .object({
    title: z.string().trim().min(1, 'A class needs a title').max(200, 'must be at most 200 characters'),
    description: z.string().trim().max(5_000, 'must be at most 5,000 characters'),
    /** The teacher's name, shown on the class page. */
    instructor: optionalText(80),
    level: classLevelSchema.nullable(),
    /** The style or topic, a lowercase slug (`ballet-barre`): its tag playlist lists the class. */
    style: z
      .string()
      .trim()
      .max(60, 'must be at most 60 characters')
      .refine(
        (text) => text === '' || slug.test(text),
        'use lowercase letters, digits and dashes (ballet-barre)',
      )
      .transform((text) => (text === '' ? null : text))
      .nullable(),
    /** The genre the class page shows beside the duration (`Ballet`). */
    genre: optionalText(60),
    /** Tags besides the style, level and instructor (which have their own fields). */
    tags: z.array(tagSchema).max(30, 'at most 30 tags'),
    access: classAccessSchema,
    contentType: z.enum(CLASS_CONTENT_TYPES),
    /** Another class played as this one's trailer. */
    trailerId: z
      .string()
      .trim()
      .refine((text) => text === '' || STUDIO_CLASS_ID.test(text), 'must be a class id (8 letters or digits)')
      .transform((text) => (text === '' ? null : text))
      .nullable(),
  })
  .strict();
export type StudioClassFields = z.infer<typeof studioClassFieldsSchema>;
/** The form's values before parsing (what the web's inputs hold). */
export type StudioClassFieldsInput = z.input<typeof studioClassFieldsSchema>;

/** POST /api/studio/classes: a new draft without video; unnamed fields take the defaults. */
export const studioClassCreateSchema = studioClassFieldsSchema.partial().required({ title: true }).strict();
/** PATCH /api/studio/classes/:id: the fields given change, the others stay. */
export const studioClassUpdateSchema = studioClassFieldsSchema.partial().strict();

/** The class's video as packaging reports it (`video_asset`), or null before an upload. */
export const studioClassVideoSchema = z.object({
  id: z.string(),
  /** queued, packaging, ready or failed (packaging may add more). */
  status: z.string(),
  width: z.number(),
  height: z.number(),
  durationSeconds: z.number(),
  /** Why packaging failed, in words. */
  error: z.string().nullable(),
});
export type StudioClassVideo = z.infer<typeof studioClassVideoSchema>;

/** A class as the console shows it. */
export const studioClassSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  instructor: z.string().nullable(),
  level: classLevelSchema.nullable(),
  style: z.string().nullable(),
  genre: z.string().nullable(),
  tags: z.array(z.string()),
  /** Seconds, from the probe of the uploaded video (read-only). */
  durationSeconds: z.number(),
  access: classAccessSchema,
  contentType: z.string(),
  trailerId: z.string().nullable(),
  posterId: z.string().nullable(),
  state: studioClassStateSchema,
  /** When members see it (ISO, UTC): past for published, ahead for scheduled, null for a draft. */
  publishAt: z.string().nullable(),
  video: studioClassVideoSchema.nullable(),
  updatedAt: z.string(),
});
export type StudioClass = z.infer<typeof studioClassSchema>;

/** GET /api/studio/classes/:id: the class, and the studio's time zone its dates are entered in. */
export const studioClassAnswerSchema = z.object({ class: studioClassSchema, timeZone: z.string() });
export type StudioClassAnswer = z.infer<typeof studioClassAnswerSchema>;

/** A wall-clock time in the studio's time zone, as a `datetime-local` input gives it (seconds optional). */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;
export const localDateTimeSchema = z
  .string()
  .regex(LOCAL_DATE_TIME, 'must be a date and time (YYYY-MM-DDTHH:mm)')
  .refine(
    (text) => !Number.isNaN(Date.parse(`${text.length === 16 ? `${text}:00` : text}Z`)),
    'is not a real date',
  );

const two = (n: number) => String(n).padStart(2, '0');
/** What the clocks of `timeZone` read at `instant`, as the publication time field holds it (minutes). */
export function localDateTimeOf(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/**
 * POST /api/studio/classes/:id/publish: now (no `publishAt`), or at a date and time in the studio's
 * time zone (must be ahead).
 */
export const studioPublishSchema = z.object({ publishAt: localDateTimeSchema.optional() }).strict();
export type StudioPublish = z.infer<typeof studioPublishSchema>;

/** GET /api/studio/classes/facets: the choices the filters and the editor's lists offer. */
export const studioClassFacetsSchema = z.object({
  /** Each style's slug (the tag a class carries) and the name the studio's rows give it. */
  styles: z.array(z.object({ style: z.string(), name: z.string(), genre: z.string().nullable() })),
  instructors: z.array(z.string()),
  timeZone: z.string(),
});
export type StudioClassFacets = z.infer<typeof studioClassFacetsSchema>;

export const STUDIO_BULK_MAX = 500;

/** POST /api/studio/classes/bulk: the same changes to many classes at once, all or none. */
export const studioBulkEditSchema = z
  .object({
    ids: z
      .array(studioClassIdSchema)
      .min(1, 'Select at least one class')
      .max(STUDIO_BULK_MAX, `at most ${STUDIO_BULK_MAX} classes at once`),
    level: classLevelSchema.nullable().optional(),
    instructor: studioClassFieldsSchema.shape.instructor.optional(),
    addTags: z.array(tagSchema).max(30).optional(),
    removeTags: z.array(tagSchema).max(30).optional(),
    /** Schedule every class at this time in the studio's zone (ahead of now); needs `classes.publish`. */
    publishAt: localDateTimeSchema.optional(),
    access: classAccessSchema.optional(),
  })
  .strict();
export type StudioBulkEdit = z.infer<typeof studioBulkEditSchema>;

export const studioBulkAnswerSchema = z.object({ updated: z.number() });

export const studioClassPaths = {
  list: '/api/studio/classes',
  facets: '/api/studio/classes/facets',
  bulk: '/api/studio/classes/bulk',
  one: (id: string) => `/api/studio/classes/${encodeURIComponent(id)}`,
  publish: (id: string) => `/api/studio/classes/${encodeURIComponent(id)}/publish`,
  unpublish: (id: string) => `/api/studio/classes/${encodeURIComponent(id)}/unpublish`,
} as const;

/** A 400's per-field messages, keyed by the field's name (`title`, `tags.2`): the form shows each beside its field. */
export type FieldErrors = Record<string, string>;

export const studioClassMessages = {
  notFound: 'No class has this id',
  trailerMissing: 'No class has this id',
  trailerSelf: 'A class cannot be its own trailer',
  publishAtPast: 'must be later than now',
  deletePublished:
    'Unpublish the class before deleting it: members may have it in their favourites and history',
  bulkMissing: 'Some selected classes no longer exist: reload the list',
} as const;
