import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Accounts, in the shape better-auth expects (user, session, account, verification,
 * rateLimit), with Relevé's member fields on `user`.
 */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    /** better-auth's display name; Relevé shows first and last name, else the e-mail. */
    name: text('name').notNull().default(''),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** URL of the profile picture, served by Relevé. */
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    /** The member's role in the studio's staff (contracts' STAFF_ROLES), null for a member (decision 036). */
    staffRole: text('staff_role').$type<'owner' | 'instructor' | 'contributor'>(),
    /** Set at registration: the welcome questionnaire is still to be shown (the spec's ftue1). */
    welcomePending: boolean('welcome_pending').notNull().default(true),
    hasTrial: boolean('has_trial').notNull().default(false),
    hasExpiredTrial: boolean('has_expired_trial').notNull().default(false),
    unusedDayPasses: integer('unused_day_passes').notNull().default(0),
    hasPendingSubscription: boolean('has_pending_subscription').notNull().default(false),
    /** Consents given at registration and later: { [name]: boolean }. */
    consents: jsonb('consents').$type<Record<string, boolean>>().notNull().default({}),
    /** Personal details given after registration; null until given (then the dialog stops asking). */
    captureAnswers: jsonb('capture_answers').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (table) => [
    check('user_staff_role_check', sql`${table.staffRole} in ('owner', 'instructor', 'contributor')`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** Rate-limit counters live in the database so limits hold across restarts and processes. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Relevé's own attempt counters (sign-ins, reset requests, password checks per account and per
 * address). Not in `rate_limit`: better-auth prunes that table of rows older than its own
 * longest window (a minute), which would end a 15-minute lock after about a minute.
 */
export const accountAttempt = pgTable('account_attempt', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  /** When the counter's window began (ms since the epoch); it restarts once the window has passed. */
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
});

/**
 * Rate-limit counters of the anonymous routes (page views, search and its events, player events),
 * fixed windows, shared by every server process on one PostgreSQL (decision 060): a flood spread over
 * the processes behind a load balancer meets the same limits as one aimed at one process. A row
 * whose window has passed is reset by its next count, or pruned.
 */
export const rateCount = pgTable(
  'rate_count',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** When the window began (ms since the epoch). */
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    /** When the window ends (ms since the epoch): pruning's key. */
    windowEnd: bigint('window_end', { mode: 'number' }).notNull(),
  },
  (table) => [index('rate_count_window_end_idx').on(table.windowEnd)],
);

/**
 * Sessions Relevé ended because the account signed in on too many browsers, by a hash of
 * their token, so the browser that was pushed out can be told why at its next call.
 */
export const endedSession = pgTable('ended_session', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  reason: text('reason').notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
});
