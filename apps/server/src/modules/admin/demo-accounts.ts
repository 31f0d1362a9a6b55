import type { AccountsTools, MembershipService, UsersRepository } from '../accounts/accounts.module';

/** Published with the demo: 8+ characters with a lowercase letter and a digit, like any member's. */
export const DEMO_PASSWORD = 'dance-demo-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.releve.test';

interface DemoSetUp {
  userId: string;
  users: UsersRepository;
  membership: MembershipService;
}

/** What a demo account did before today (decision 034), played once, when the account is created. */
export interface DemoHistory {
  /** Offers bought, oldest first: `daysAgo` before the seeding (fractions for minutes). */
  purchases?: { offerKey: string; daysAgo: number; trial?: boolean }[];
  /**
   * Favorites, classes in progress, classes taken and a week plan, from the catalogue's member classes;
   * `variant` picks other classes for another account.
   */
  library?: { variant: number };
}

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** What a visitor sees when signed in as this account. */
  shows: string;
  /** The welcome questionnaire is still to answer (the profile's ftue1): /welcome opens at sign-in. */
  welcomePending?: boolean;
  /** What the account holds that no purchase gave it (a grant, day passes, admin rights). */
  setUp?(context: DemoSetUp): Promise<unknown>;
  /** What the account did before today: bought, watched, saved, planned (replayed once the app is built). */
  history?: DemoHistory;
}

const monthly = { days: 30, recurring: true, source: 'seed' } as const;

/** One account per kind of visitor the demo studio shows. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    email: `visitor@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Giselle',
    lastName: 'Visitor',
    shows: 'signed in, not a member: may start the 7-day trial',
  },
  {
    email: `member@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Odette',
    lastName: 'Member',
    shows: 'On-Demand Monthly member for 4 months: payments, favorites, classes taken, a week plan',
    // Access comes from the subscription's checkout, 130 days ago, and its monthly renewals since.
    history: { purchases: [{ offerKey: 'on-demand', daysAgo: 130 }], library: { variant: 0 } },
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
    shows: 'annual pass ending in 20 days: Extend Annual Pass; payments, favorites, a week plan',
    // A 3-month Flex pass first, then the annual pass bought 345 days ago: 20 days left of it.
    history: {
      purchases: [
        { offerKey: 'on-demand-flex', daysAgo: 460 },
        { offerKey: 'on-demand-annual', daysAgo: 345 },
      ],
      library: { variant: 1 },
    },
  },
  {
    email: `new@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Margot',
    lastName: 'Newcomer',
    shows: 'joined minutes ago (7-day trial): the welcome questionnaire at /welcome',
    welcomePending: true,
    history: { purchases: [{ offerKey: 'on-demand', daysAgo: 10 / (24 * 60), trial: true }] },
  },
  {
    email: `admin@${DEMO_EMAIL_DOMAIN}`,
    firstName: 'Lise',
    lastName: 'Admin',
    shows: 'studio owner (the studio console at /studio) and On-Demand Monthly member: may act as any member',
    setUp: async ({ userId, users, membership }) => {
      await users.update(userId, { staffRole: 'owner' });
      await membership.grant(userId, { type: 'on-demand', ...monthly });
    },
  },
];

/** seeded: created now; present: created on an earlier start; skipped: the database has other users. */
export type DemoAccountsState = 'seeded' | 'present' | 'skipped';

export interface DemoAccountsOutcome {
  state: DemoAccountsState;
  /**
   * The accounts this call created, whose history `replayDemoHistories` plays once the app is built. Each
   * account is created by one process only (two starting together: the other's sign-up fails), so its
   * history is played once.
   */
  created: { userId: string; account: DemoAccount }[];
}

/**
 * Creates the demo accounts on a database with no users, through better-auth's own sign-up so their
 * passwords are hashed like any member's. A database with users is left alone.
 */
export async function ensureDemoAccounts(
  accounts: AccountsTools,
  clock: () => Date = () => new Date(),
): Promise<DemoAccountsOutcome> {
  const { users } = accounts;
  const auth = accounts.auth();
  const { internalAdapter } = await auth.$context;
  if ((await internalAdapter.countTotalUsers()) > 0) {
    const [first] = demoAccounts;
    const present = first && (await users.findByEmail(first.email));
    return { state: present ? 'present' : 'skipped', created: [] };
  }
  const membership = accounts.membership(clock);
  const created: DemoAccountsOutcome['created'] = [];
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
    // Ready for visitors: names filled in and given as the personal details the studio asks for (as
    // registering does: otherwise every sign-in asked for them again), the welcome questionnaire
    // answered (but by the newcomer), the studio's own addresses confirmed.
    await users.update(userId, {
      firstName: account.firstName,
      lastName: account.lastName,
      captureAnswers: { firstName: account.firstName, lastName: account.lastName },
      welcomePending: account.welcomePending ?? false,
      emailVerified: true,
    });
    await account.setUp?.({ userId, users, membership });
    // Sign-up signs the new account in; nobody holds that session.
    await internalAdapter.deleteUserSessions(userId);
    created.push({ userId, account });
  }
  return { state: 'seeded', created };
}

/** The lines printed at start-up: who to sign in as, and what each account shows. */
export function demoAccountsTable(): string {
  const width = Math.max(...demoAccounts.map((account) => account.email.length));
  return [
    `Demo accounts (password for all: ${DEMO_PASSWORD})`,
    ...demoAccounts.map((account) => `  ${account.email.padEnd(width)}  ${account.shows}`),
  ].join('\n');
}
