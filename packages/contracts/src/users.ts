import { z } from 'zod';
import { CONSENTS_MAX, captureAnswersSchema } from './capture';
import { programStateSchema } from './library';
import { membershipSummarySchema, productSchema } from './membership';
import { staffRoleSchema } from './studio';
import { weekPlanSchema } from './week-plan';

export const NAME_MAX = 50;

/** A member's profile as the API sends it (the spec's user profile fields). */
export const userSchema = z.object({
  id: z.string(),
  uid: z.string(),
  email: z.string(),
  /**
   * The member opened the link e-mailed to this address (decision 027): what trusts the address (the
   * newsletter pass, a promotion's gift, finding the member at Stripe) waits for it.
   */
  emailVerified: z.boolean(),
  /** First and last name, or the e-mail when both are empty. */
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  tags: z.array(z.string()),
  products: z.array(productSchema),
  unusedDayPasses: z.number().int(),
  hasPendingSubscription: z.boolean(),
  consents: z.record(z.string(), z.boolean()),
  counts: z.object({ watchedVideos: z.number().int(), bookmarks: z.number().int() }),
  // Progress per video key (the spec's `videoState`) is not carried: GET /api/users/{id}/video-state
  // serves it to the pages that show it, and the profile stays small enough to keep (decision 017).
  /** Per program: the web app's section state and when it changed. */
  programState: z.record(z.string(), programStateSchema),
  /** The member's week plan (viewing.md §3). */
  myWeekPlan: weekPlanSchema,
  profilePictureUrl: z.string().nullable(),
  /** The personal details asked after registration were given (the dialog stops asking). */
  hasGivenPersonalDetails: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/users/{id}: the profile and the flags the web app decides with. */
export const profileAnswerSchema = z.object({
  user: userSchema,
  /** The welcome questionnaire is still to be shown. */
  ftue1: z.boolean(),
  hasOneYearOnDemand: z.boolean(),
  hasDayPass: z.boolean(),
  isAdmin: z.boolean(),
  /** The member's role in the studio's staff (decision 036), null for a member who is not staff. */
  staffRole: staffRoleSchema.nullable(),
  hasTrial: z.boolean(),
  hasExpiredTrial: z.boolean(),
  membership: membershipSummarySchema,
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

const name = (field: 'firstName' | 'lastName') =>
  z.string().trim().max(NAME_MAX, `${field} can have max ${NAME_MAX} characters.`);

/** Consents by name: { [name]: given }, bounded in count and name length. */
export const consentsSchema = z
  .record(z.string().min(1).max(40), z.boolean())
  .refine((consents) => Object.keys(consents).length <= CONSENTS_MAX, `at most ${CONSENTS_MAX} consents`);

/** The names among `consents` that the site's config does not ask for (decision 029). */
export function unknownConsentNames(consents: Record<string, boolean>, siteConsentNames: readonly string[]) {
  return Object.keys(consents).filter((name) => !siteConsentNames.includes(name));
}

export const unknownConsentsMessage = (names: readonly string[]) =>
  `Invalid param consents: this site does not ask for ${names.map((name) => `"${name}"`).join(', ')}`;

/**
 * The consents a member keeps after giving `given`: what they gave before and now, of the site's
 * consents only, so the stored map never holds more than the site asks (one config's worth).
 */
export function mergeConsents(
  kept: Record<string, boolean> | null | undefined,
  given: Record<string, boolean>,
  siteConsentNames: readonly string[],
): Record<string, boolean> {
  const merged: Record<string, boolean> = {};
  for (const name of siteConsentNames) {
    const value = given[name] ?? kept?.[name];
    if (value !== undefined) merged[name] = value;
  }
  return merged;
}

/** POST /api/users/me: profile fields a member may change themselves. */
export const updateMeSchema = z.strictObject({
  firstName: name('firstName').optional(),
  lastName: name('lastName').optional(),
  /** Clears the welcome flag once the questionnaire was answered or skipped. */
  ftue1: z.literal(false).optional(),
  /** Consents by name, as given at registration or changed on the account page. */
  consents: consentsSchema.optional(),
});

/** POST /api/users/{id}/tags */
export const updateTagsSchema = z.strictObject({
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(40)
        .regex(/^[\w:-]+$/, 'tags are letters, digits, _, - or :'),
    )
    .max(50),
});

export const userAnswerSchema = z.object({ user: userSchema });

/** The `{id}` of user routes: `me` or a user id. */
export const userIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** Profile pictures: the spec's limits (10 MB, JPEG/PNG/WebP) and the size the server keeps. */
export const PROFILE_PICTURE_MAX_BYTES = 10_485_760;
export const PROFILE_PICTURE_MAX_PIXELS = 512;
export const profilePictureMimeTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The multipart field of POST /api/users/me/profile/picture. */
export const PROFILE_PICTURE_FIELD = 'profilePicture';

/** POST /api/users/me/profile/picture: the updated user, and the new picture's URL. */
export const profilePictureAnswerSchema = z.object({ user: userSchema, profilePictureUrl: z.string() });

/** POST /api/users/me/capture: the personal details of the capture step. */
export const captureRequestSchema = z.strictObject({ answers: captureAnswersSchema });

/** The spec's e-mail change messages (§8), shared by the server and the web app. */
export const emailChangeMessages = {
  invalidEmail: 'Please enter a valid e-mail address.',
  wrongPassword: 'Invalid confirmationPassword',
  emailTaken: 'Customer email already exists',
  passwordRequired: 'confirmationPassword is required',
} as const;

/**
 * POST /api/users/me/email's answer: the account as it is (its e-mail unchanged), and the new address
 * a confirmation link was sent to: the change takes effect when that link is opened (decision 027).
 */
export const emailChangeAnswerSchema = z.object({ user: userSchema, pendingEmail: z.string().nullable() });

/** POST /api/users/me/email: a new e-mail, confirmed with the member's current password. */
export const changeEmailSchema = z.strictObject({
  email: z
    .string({ error: emailChangeMessages.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, emailChangeMessages.invalidEmail)
    .pipe(z.email(emailChangeMessages.invalidEmail)),
  confirmationPassword: z
    .string({ error: emailChangeMessages.passwordRequired })
    .min(1, emailChangeMessages.passwordRequired)
    .max(128, emailChangeMessages.wrongPassword),
});
