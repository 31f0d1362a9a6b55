import { z } from 'zod';
import { isDay } from './zoned-time';

/*
 * The console's Programs builder (issue 34, decision 042): a program's fields, its sections with their
 * drip rules, modules (playlists) and lessons (classes of the catalogue), and its resources. One set of
 * schemas for the server's checks and the builder's form. The builder sends the whole program at once
 * (`PUT`), so a save is whole or nothing.
 */

export const PROGRAM_LEVELS = ['beginner', 'intermediate', 'advanced', 'all-levels'] as const;
export const programLevelSchema = z.enum(PROGRAM_LEVELS);
export type ProgramLevel = z.infer<typeof programLevelSchema>;

/** unpublished: being built, members never see it; retired: taken off the members' pages. */
export const PROGRAM_STATES = ['unpublished', 'published', 'retired'] as const;
export type ProgramState = (typeof PROGRAM_STATES)[number];

/** Program ids are slugs (their pages are /programs/{id}); these words name the builder's own routes. */
export const STUDIO_PROGRAM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const RESERVED_PROGRAM_IDS = ['order', 'lessons', 'resources'] as const;
export const studioProgramIdSchema = z
  .string()
  .max(80, 'must be at most 80 characters')
  .regex(STUDIO_PROGRAM_ID, 'must be lowercase letters, digits and dashes');

export const studioProgramPaths = {
  list: '/api/studio/programs',
  order: '/api/studio/programs/order',
  lessons: '/api/studio/programs/lessons',
  resources: '/api/studio/programs/resources',
  one: (id: string) => `/api/studio/programs/${encodeURIComponent(id)}`,
  duplicate: (id: string) => `/api/studio/programs/${encodeURIComponent(id)}/duplicate`,
  publish: (id: string) => `/api/studio/programs/${encodeURIComponent(id)}/publish`,
  retire: (id: string) => `/api/studio/programs/${encodeURIComponent(id)}/retire`,
} as const;

const name = (what: string) =>
  z.string().trim().min(1, `${what} needs a name`).max(120, 'must be at most 120 characters');
const itemId = z.string().trim().min(1).max(80, 'must be at most 80 characters');

/** A section's drip rule as the builder edits it: a date is a day in the studio's time zone. */
export const studioDripSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }).strict(),
    z
      .object({
        kind: z.literal('date'),
        opensOn: z.string().refine(isDay, 'must be a day written YYYY-MM-DD'),
      })
      .strict(),
    z
      .object({
        kind: z.literal('days'),
        days: z
          .number({ error: 'must be a number of days' })
          .int('must be a whole number of days')
          .min(1, 'must be at least 1 day')
          .max(3_650, 'must be at most 3,650 days'),
      })
      .strict(),
    z.object({ kind: z.literal('after-previous') }).strict(),
  ],
  { error: 'must be none, date, days or after-previous' },
);
export type StudioDrip = z.infer<typeof studioDripSchema>;

export const studioLessonSchema = z
  .object({
    mediaId: itemId,
    /** Plays for non-members too (the Free tag). */
    free: z.boolean(),
  })
  .strict();

export const studioModuleSchema = z
  .object({
    /** A module of this program (a playlist); none: a new one. */
    id: itemId.optional(),
    name: name('A module'),
    lessons: z.array(studioLessonSchema).max(200, 'must hold at most 200 lessons'),
  })
  .strict();

export const studioSectionSchema = z
  .object({
    /** A section of this program; none: a new one. */
    id: itemId.optional(),
    name: name('A section'),
    description: z.string().trim().max(2_000, 'must be at most 2,000 characters'),
    drip: studioDripSchema,
    modules: z.array(studioModuleSchema).max(50, 'must hold at most 50 modules'),
  })
  .strict();

/** Everything the builder saves at once (PUT /api/studio/programs/{id}). */
export const studioProgramWriteSchema = z
  .object({
    name: name('A program'),
    description: z.string().trim().max(10_000, 'must be at most 10,000 characters'),
    shortDescription: z.string().trim().max(300, 'must be at most 300 characters'),
    level: programLevelSchema.nullable(),
    /** The group it is listed under on /programs and in the sidebar. */
    groupName: z.string().trim().min(1, 'needs a group').max(60, 'must be at most 60 characters'),
    /** A poster already in storage (a lesson's, or one uploaded): its key. */
    posterId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a poster key')
      .nullable(),
    sections: z.array(studioSectionSchema).max(50, 'must hold at most 50 sections'),
    /** Resources attached, in the Resources tab's order. */
    resourceIds: z.array(itemId).max(100, 'must hold at most 100 resources'),
  })
  .strict();
export type StudioProgramWrite = z.infer<typeof studioProgramWriteSchema>;

/** POST /api/studio/programs: a new, unpublished program with a name. */
export const studioProgramCreateSchema = z.object({ name: name('A program') }).strict();
/** POST …/{id}/duplicate: a copy to build on (a template), unpublished, named so or "… (copy)". */
export const studioProgramDuplicateSchema = z.object({ name: name('A program').optional() }).strict();
/** PUT /api/studio/programs/order: every program's id in the members' order. */
export const studioProgramOrderSchema = z
  .object({ ids: z.array(studioProgramIdSchema).min(1).max(1_000) })
  .strict()
  .refine((body) => new Set(body.ids).size === body.ids.length, {
    path: ['ids'],
    message: 'must not name a program twice',
  });

const lessonAnswer = z.object({
  mediaId: z.string(),
  free: z.boolean(),
  title: z.string(),
  durationSeconds: z.number(),
  posterId: z.string().nullable(),
  /** draft classes are saved in the program but members see them only once published. */
  classState: z.enum(['draft', 'published']),
});

/** A program as the builder reads it. */
export const studioProgramSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  level: programLevelSchema.nullable(),
  groupName: z.string(),
  posterId: z.string().nullable(),
  state: z.enum(PROGRAM_STATES),
  sections: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      drip: studioDripSchema,
      modules: z.array(z.object({ id: z.string(), name: z.string(), lessons: z.array(lessonAnswer) })),
    }),
  ),
  resources: z.array(z.object({ id: z.string(), title: z.string(), type: z.string(), free: z.boolean() })),
});
export type StudioProgram = z.infer<typeof studioProgramSchema>;
export type StudioProgramLesson = z.infer<typeof lessonAnswer>;

export const studioProgramAnswerSchema = z.object({
  program: studioProgramSchema,
  /** The studio's time zone: drip dates are days in it. */
  timeZone: z.string(),
});
export type StudioProgramAnswer = z.infer<typeof studioProgramAnswerSchema>;

/** GET /api/studio/programs: every program, in the members' order. */
export const studioProgramListSchema = z.object({
  programs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      state: z.enum(PROGRAM_STATES),
      level: programLevelSchema.nullable(),
      groupName: z.string(),
      sections: z.number().int(),
      lessons: z.number().int(),
    }),
  ),
});
export type StudioProgramList = z.infer<typeof studioProgramListSchema>;

/** GET /api/studio/programs/lessons?q=: classes to add, found by title (drafts too). */
export const studioLessonSearchSchema = z
  .object({ q: z.string().trim().max(200, 'must be at most 200 characters').default('') })
  .strict();
export const studioLessonHitsSchema = z.object({ lessons: z.array(lessonAnswer.omit({ free: true })) });
export type StudioLessonHit = z.infer<typeof studioLessonHitsSchema>['lessons'][number];

/**
 * GET /api/studio/programs/resources: every resource in the studio's library, attached or not (the
 * library's uploads make new ones, decision 042's seam), with the program holding it.
 */
export const studioResourceListSchema = z.object({
  resources: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      type: z.string(),
      free: z.boolean(),
      programId: z.string().nullable(),
    }),
  ),
});
export type StudioResourceList = z.infer<typeof studioResourceListSchema>;

export const studioProgramMessages = {
  notFound: 'No program has this id',
  unknownClass: 'is not a class in the catalogue',
  notThisProgram: 'is not part of this program',
  unknownResource: 'is not a resource in the library',
  resourceElsewhere: 'is attached to another program: detach it there first',
  orderMismatch: 'must name every program once',
  firstAfterPrevious: 'the first section has no section before it',
  duplicateLesson: 'is already in this module',
} as const;
