import type { AccountsTools, MembershipService, UsersRepository } from '../accounts/accounts.module';

/** Published with the demo: 8+ characters with a lowercase letter and a digit, like any member's. */
export const DEMO_PASSWORD = 'dance-demo-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.releve.test';

const DAY_MS = 86_400_000;

interface DemoSetUp {
  userId: string;
  users: UsersRepository;
  membership: MembershipService;
  /** The membership rules on another clock. */
  membershipAt(clock: () => Date): MembershipService;
  now: Date;
}

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** What a visitor sees when signed in as this account. */
  shows: string;
  setUp(context: DemoSetUp): Promise<unknown>;
}

const monthly = { days: 30, recurring: true, source: 'seed' } as const;

/** One account per kind of visitor the demo studio shows. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: `visitor@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Giselle',
    lastName: 'Visitor',
    shows: 'signed in, not a member: may start the 7-day trial',
    setUp: async () => {},
  },
  {
    email: `member@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Odette',
    lastName: 'Member',
    shows: 'On-Demand Monthly member: the whole library',
    setUp: ({ userId, membership }) => membership.grant(userId, { type: 'on-demand', ...monthly }),
  },
  {
    email: `live@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Kitri',
    lastName: 'Live',
    shows: 'live member (monthly): joins the Zoom classes',
    setUp: ({ userId, membership }) => membership.grant(userId, { type: 'live', ...monthly }),
  },
  {
    email: `daypass@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Clara',
    lastName: 'Daypass',
    shows: '3 unused day passes, not a member',
    setUp: ({ userId, membership }) => membership.setDayPasses(userId, 3),
  },
  {
    email: `annual@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Aurora',
    lastName: 'Annual',
    shows: 'annual pass ending in 20 days: Extend Annual Pass',
    // Bought 345 days ago for 365 days: the pass is a real annual one, with 20 days left.
    setUp: ({ userId, membershipAt, now }) =>
      membershipAt(() => new Date(now.getTime() - 345 * DAY_MS)).grant(userId, {
        type: 'on-demand',
        days: 365,
        source: 'seed',
      }),
  },
  {
    email: `admin@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Lise',
    lastName: 'Admin',
    shows: 'admin and On-Demand Monthly member: may act as any member',
    setUp: async ({ userId, users, membership }) => {
      await users.update(userId, { staffRole: 'owner' });
      await membership.grant(userId, { type: 'on-demand', ...monthly });
    },
  },
];

/** seeded: created now; present: created on an earlier start; skipped: the database has other users. */
export type DemoAccountsState = 'seeded' | 'present' | 'skipped';

/**
 * Creates the demo accounts on a database with no users, through better-auth's own sign-up so their
 * passwords are hashed like any member's. A database with users is left alone.
 */
export async function ensureDemoAccounts(
  accounts: AccountsTools,
  clock: () => Date = () => new Date(),
): Promise<DemoAccountsState> {
  const { users } = accounts;
  const auth = accounts.auth();
  const { internalAdapter } = await auth.$context;
  if ((await internalAdapter.countTotalUsers()) > 0) {
    const [first] = demoAccounts;
    return first && (await users.findByEmail(first.email)) ? 'present' : 'skipped';
  }
  const membership = accounts.membership(clock);
  for (const account of demoAccounts) {
    let userId: string;
    try {
      const { user } = await auth.api.signUpEmail({
        body: {
          email: account.email,
          password: DEMO_PASSWORD,
          name: `${account.firstName} ${account.lastName}`,
        },
      });
      userId = user.id;
    } catch (error) {
      // Another process starting on the same PostgreSQL database created it a moment ago.
      if (await users.findByEmail(account.email)) continue;
      throw error;
    }
    // Ready for visitors: names filled in, the welcome questionnaire already answered, the studio's own
    // addresses confirmed.
    await users.update(userId, {
      firstName: account.firstName,
      lastName: account.lastName,
      welcomePending: false,
      emailVerified: true,
    });
    await account.setUp({ userId, users, membership, membershipAt: accounts.membership, now: clock() });
    // Sign-up signs the new account in; nobody holds that session.
    await internalAdapter.deleteUserSessions(userId);
  }
  return 'seeded';
}

/** The lines printed at start-up: who to sign in as, and what each account shows. */
export function demoAccountsTable(): string {
  const width = Math.max(...demoAccounts.map((account) => account.email.length));
  return [
    `Demo accounts (password for all: ${DEMO_PASSWORD})`,
    ...demoAccounts.map((account) => `  ${account.email.padEnd(width)}  ${account.shows}`),
  ].join('\n');
}
