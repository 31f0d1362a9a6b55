import { z } from 'zod';

export * from './studio-audit';

/**
 * The studio's staff (decision 036): who may open the studio console and what each may change. The
 * server decides with `staffMay` on every `/api/studio/...` route; the console shows only what the
 * same function allows.
 */
export const STAFF_ROLES = ['owner', 'instructor', 'contributor'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** What a console route does, named by what it needs. */
export const STUDIO_ACTIONS = [
  /** Open the console and read what every staff member may read (the classes list, their own role). */
  'studio.enter',
  /** Upload, edit and package classes (drafts). */
  'classes.edit',
  /** Publish, schedule and unpublish classes. */
  'classes.publish',
  /** The live schedule. */
  'live.manage',
  /** Programs, playlists, collections and series, the home page, the library, members, offers, insights, settings. */
  'studio.manage',
  /** Give and take staff roles. */
  'staff.manage',
  /** Read the audit log of every change made in the console. */
  'audit.read',
  /** View the site as another member sees it, read-only (`mid=<id>`, decision 056). */
  'members.view-as',
  /** Act as another member (`mid=act:<id>`, the `x-impersonate` header), each call audited. */
  'members.act-as',
] as const;
export type StudioAction = (typeof STUDIO_ACTIONS)[number];

const mayDo: Record<StaffRole, readonly StudioAction[]> = {
  owner: STUDIO_ACTIONS,
  instructor: ['studio.enter', 'classes.edit', 'classes.publish', 'live.manage'],
  contributor: ['studio.enter', 'classes.edit'],
};

/** Whether a member with `role` (null: not staff) may do `action` in the studio console. */
export function staffMay(role: StaffRole | null | undefined, action: StudioAction): boolean {
  return role ? mayDo[role].includes(action) : false;
}

/** The console's sections, in the sidebar's order, each with what opening it needs. */
export const STUDIO_SECTIONS = [
  { id: 'classes', action: 'classes.edit' },
  { id: 'uploads', action: 'classes.edit' },
  { id: 'programs', action: 'studio.manage' },
  { id: 'collections', action: 'studio.manage' },
  { id: 'home', action: 'studio.manage' },
  { id: 'live', action: 'live.manage' },
  { id: 'library', action: 'studio.manage' },
  { id: 'members', action: 'studio.manage' },
  { id: 'cancellations', action: 'studio.manage' },
  { id: 'offers', action: 'studio.manage' },
  { id: 'coupons', action: 'studio.manage' },
  { id: 'promotions', action: 'studio.manage' },
  { id: 'insights', action: 'studio.manage' },
  { id: 'staff', action: 'staff.manage' },
  { id: 'audit', action: 'audit.read' },
  { id: 'settings', action: 'studio.manage' },
] as const satisfies readonly { id: string; action: StudioAction }[];
export type StudioSectionId = (typeof STUDIO_SECTIONS)[number]['id'];

export const studioSectionsFor = (role: StaffRole | null | undefined): StudioSectionId[] =>
  STUDIO_SECTIONS.filter((section) => staffMay(role, section.action)).map((section) => section.id);

export const STUDIO_API_PREFIX = '/api/studio/';
export const studioPaths = {
  me: '/api/studio/me',
  staff: '/api/studio/staff',
  audit: '/api/studio/audit',
  auditActors: '/api/studio/audit/actors',
} as const;

/** GET /api/studio/me: the staff member's role and the sections it opens. */
export const studioMeSchema = z.object({
  userId: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  sections: z.array(z.string()),
});
export type StudioMe = z.infer<typeof studioMeSchema>;

/** One member of staff, as the owner's staff list shows them. */
export const staffMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** PUT /api/studio/staff: give the account with this e-mail a role, or take it (null). */
export const staffRoleChangeSchema = z
  .object({ email: z.string().trim().toLowerCase().email().max(254), role: staffRoleSchema.nullable() })
  .strict();
export type StaffRoleChange = z.infer<typeof staffRoleChangeSchema>;

/** What a member who is not staff gets from any studio route: the console is not hinted at. */
export const STUDIO_NOT_FOUND = 'Not found';
export const studioRefusal = (action: StudioAction) => `Your role in the studio may not do this (${action})`;
export const LAST_OWNER_REFUSED = 'The studio needs at least one owner: give the role to someone else first';
export const NO_SUCH_ACCOUNT = 'No account has this e-mail';
/** The answer to a purchase or a change asked while viewing the site as a member (decision 056). */
export const VIEW_AS_READ_ONLY =
  'You are viewing the site as this member, read-only: nothing can be bought or changed';
export const STUDIO_ACTING_AS_REFUSED = 'The studio console is not reached while acting as another member';
