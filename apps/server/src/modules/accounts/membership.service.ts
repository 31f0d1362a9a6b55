import {
  canRedeemDayPass,
  DAY_PASS_HOURS,
  emptyWeekPlan,
  extendedExpiry,
  type MembershipFacts,
  membershipSummary,
  type Product,
  type ProfileAnswer,
  type User,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { MemberMemory } from '../../cache/member-memory';
import type { ProfileExtension, ProfileParts } from './accounts-extensions';
import type { ProductRow, UserRow, UsersRepository } from './users.repository';

const toProduct = (row: ProductRow): Product => ({
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  isRecurring: row.isRecurring,
});

/** The source of the live product a redeemed day pass gives. */
const DAY_PASS_SOURCE = 'day-pass';

/** What a profile is made of: read from the database, or kept in memory until it changes. */
interface ProfileSource {
  row: UserRow;
  facts: MembershipFacts;
  parts: ProfileParts[];
}

export function fullNameOf(row: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${row.firstName} ${row.lastName}`.trim() || row.email;
}

/**
 * The one answer to "what may this person do?": reads the account's products and flags
 * and applies the shared membership rules. Billing will grant products through here too.
 */
export class MembershipService {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: () => Date = () => new Date(),
    /** Other modules' parts of the profile (the library's); read at each call, so later additions count. */
    private readonly profileExtensions: readonly ProfileExtension[] = [],
    /** Profiles kept between calls; the accounts module has it hear the database's changes. */
    readonly profiles = new MemberMemory<ProfileSource>(),
  ) {}

  /**
   * The same rules over another database handle: billing passes its transaction, so what a payment
   * grants commits (or rolls back) with the payment itself.
   */
  within(db: Db | UsersRepository): MembershipService {
    const users = 'findById' in db ? db : this.users.within(db);
    // A memory of its own, which hears nothing and so keeps nothing: what a transaction reads may
    // roll back, and no announcement would then correct it.
    return new MembershipService(users, this.clock, this.profileExtensions);
  }

  async factsFor(userId: string): Promise<{ row: UserRow; facts: MembershipFacts } | undefined> {
    const found = await this.users.findWithProducts(userId);
    if (!found) return undefined;
    const { row } = found;
    const products = found.products.map(toProduct);
    return {
      row,
      facts: {
        products,
        tags: row.tags,
        unusedDayPasses: row.unusedDayPasses,
        hasTrial: row.hasTrial,
        hasExpiredTrial: row.hasExpiredTrial,
      },
    };
  }

  async isMember(userId: string): Promise<boolean> {
    const found = await this.factsFor(userId);
    return !!found && membershipSummary(found.facts, this.clock()).isMember;
  }

  /** Whether one of contracts' rules (hasMagazineAccess, canOpenResource...) allows this account now. */
  async allows(userId: string, rule: (facts: MembershipFacts, now: Date) => boolean): Promise<boolean> {
    const found = await this.factsFor(userId);
    return !!found && rule(found.facts, this.clock());
  }

  /** GET /api/users/{id}'s answer. */
  async profile(userId: string): Promise<ProfileAnswer | undefined> {
    const source = await this.profiles.source(userId, () => this.profileSource(userId));
    if (!source) return undefined;
    const { row, facts, parts } = source;
    // Built at each call from what was read: membership depends on the time.
    const membership = membershipSummary(facts, this.clock());
    const user = toUser(row, facts.products);
    for (const part of parts) Object.assign(user, part);
    return {
      user,
      ftue1: row.welcomePending,
      hasOneYearOnDemand: membership.hasOneYearOnDemand,
      hasDayPass: row.unusedDayPasses > 0,
      // The spec's admin is the studio's owner (decision 036).
      isAdmin: row.staffRole === 'owner',
      staffRole: row.staffRole ?? null,
      hasTrial: row.hasTrial,
      hasExpiredTrial: row.hasExpiredTrial,
      membership,
    };
  }

  /**
   * The profile read again from the database: for a call that has just changed it, whose change is
   * announced on PostgreSQL only moments after (the kept copy would answer the old one).
   */
  changedProfile(userId: string): Promise<ProfileAnswer | undefined> {
    this.profiles.changed(userId);
    return this.profile(userId);
  }

  private async profileSource(userId: string): Promise<ProfileSource | undefined> {
    const found = await this.factsFor(userId);
    if (!found) return undefined;
    const parts = await Promise.all(
      this.profileExtensions.map((extension) => extension.profileParts(userId)),
    );
    return { ...found, parts };
  }

  /**
   * Grants a product for `days` (or `hours`: the 24-hour pass) from now: an admin command, or billing
   * for an offer of hours.
   */
  async grant(
    userId: string,
    grant: { type: Product['type']; recurring?: boolean; source: string } & (
      | { days: number }
      | { hours: number }
    ),
  ) {
    const now = this.clock();
    const length = 'days' in grant ? grant.days * 86_400_000 : grant.hours * 3_600_000;
    return this.changing(
      userId,
      this.users.addProduct({
        userId,
        type: grant.type,
        createdAt: now,
        expiresAt: new Date(now.getTime() + length),
        isRecurring: grant.recurring ?? false,
        source: grant.source,
      }),
    );
  }

  /**
   * A pass bought (on-demand or live for `months`): a new product running from now to the purchased
   * months after the later of now and the running passes of that type (extendedExpiry), so a pass
   * bought early loses nothing. `source` names the order.
   */
  async extendPass(
    userId: string,
    type: Product['type'],
    months: number,
    source: string,
    /** Access already paid for until then (a subscription ending for this pass): the pass follows it. */
    paidUntil: Date | null = null,
  ) {
    const now = this.clock();
    const running = (await this.users.productsOf(userId)).filter(
      (product) => product.type === type && !product.isRecurring,
    );
    const latest = running.reduce<Date | null>(
      (last, product) => (!last || product.expiresAt > last ? product.expiresAt : last),
      paidUntil,
    );
    return this.changing(
      userId,
      this.users.addProduct({
        userId,
        type,
        createdAt: now,
        expiresAt: extendedExpiry(latest, now, months),
        isRecurring: false,
        source,
      }),
    );
  }

  /**
   * The recurring product a subscription (`source`) holds, running until `expiresAt`: created at the
   * first payment (or trial), moved at each renewal or when access ends.
   */
  holdRecurring(userId: string, type: Product['type'], expiresAt: Date, source: string) {
    return this.changing(
      userId,
      (async () => {
        if ((await this.users.setExpiryOfSource(userId, type, source, expiresAt)) > 0) return;
        await this.users.addProduct({
          userId,
          type,
          createdAt: this.clock(),
          expiresAt,
          isRecurring: true,
          source,
        });
      })(),
    );
  }

  /**
   * Locks the member's row until the caller's transaction ends (billing's fulfilment, in `within`):
   * two payments of one member are decided one after the other, each seeing what the other granted.
   */
  lockMember(userId: string): Promise<void> {
    return this.users.lock(userId);
  }

  /** Day passes bought (1 for a Day Pass, 6 for the Pack): added to the unused ones. */
  addDayPasses(userId: string, count: number) {
    return this.changing(userId, this.users.addDayPasses(userId, count));
  }

  /** A tag a purchase puts on the account (pass24); kept once. */
  async addTag(userId: string, tag: string) {
    const row = await this.users.findById(userId);
    if (row && !row.tags.includes(tag)) {
      await this.changing(userId, this.users.update(userId, { tags: [...row.tags, tag] }));
    }
  }

  /** The 7-day trial was started: once per member (isTrialEligible reads the flag). */
  async markTrialUsed(userId: string) {
    await this.changing(userId, this.users.update(userId, { hasTrial: true }));
  }

  /**
   * A subscription waits on the member (a renewal declined, access held by the grace): the profile's
   * hasPendingSubscription, which shows the inactive-subscription banner.
   */
  async setPendingSubscription(userId: string, pending: boolean) {
    await this.changing(userId, this.users.update(userId, { hasPendingSubscription: pending }));
  }

  /**
   * Takes back what one purchase (`source`, its order) granted, when its money went back (a refund, a
   * dispute; decision 028): its products end now, and up to `dayPasses` of the unused day passes go.
   */
  async takeBack(userId: string, source: string, dayPasses: number) {
    await this.changing(userId, this.users.endProductsOfSource(userId, source, this.clock()));
    const row = await this.users.findById(userId);
    const taken = Math.min(dayPasses, row?.unusedDayPasses ?? 0);
    if (taken > 0) await this.changing(userId, this.users.addDayPasses(userId, -taken));
  }

  /** A new e-mail set by the studio: unconfirmed until the member opens the link sent to it. */
  async changeEmail(userId: string, email: string): Promise<void> {
    await this.changing(userId, this.users.update(userId, { email, emailVerified: false }));
  }

  /** Ends one running product now (the console's revoke); false when it had ended already. */
  async endProduct(userId: string, productId: number, now: Date): Promise<boolean> {
    return (await this.changing(userId, this.users.endProduct(userId, productId, now))) > 0;
  }

  revoke(userId: string, type?: Product['type']): Promise<number> {
    return this.changing(userId, this.users.removeProducts(userId, type));
  }

  /**
   * Redeems one day pass (accounts-and-billing.md §4, decision 025): 24 hours of live access, the unused
   * count down by one, in one transaction under the member's row lock. `duplicate` when a redeemed day
   * pass is still running (a second click, a second tab): nothing changes. Otherwise canRedeemDayPass
   * decides; a refusal says why: no pass left, or live access (a live membership) already running.
   */
  async redeemDayPass(
    userId: string,
  ): Promise<'redeemed' | 'duplicate' | 'no-day-pass' | 'live-access-running' | 'no-user'> {
    return this.changing(
      userId,
      this.users.transaction(async (users) => {
        await users.lock(userId);
        const found = await this.within(users).factsFor(userId);
        if (!found) return 'no-user';
        const now = this.clock();
        if (canRedeemDayPass(found.facts, now)) {
          await users.addDayPasses(userId, -1);
          await users.addProduct({
            userId,
            type: 'live',
            createdAt: now,
            expiresAt: new Date(now.getTime() + DAY_PASS_HOURS * 3_600_000),
            isRecurring: false,
            source: DAY_PASS_SOURCE,
          });
          return 'redeemed';
        }
        const running = (await users.productsOf(userId)).some(
          (product) => product.source === DAY_PASS_SOURCE && product.expiresAt > now,
        );
        if (running) return 'duplicate';
        return found.facts.unusedDayPasses === 0 ? 'no-day-pass' : 'live-access-running';
      }),
    );
  }

  /** The console's change of a member's day passes: the new count, or undefined when too few are left to remove. */
  changeDayPasses(userId: string, change: number): Promise<number | undefined> {
    return this.changing(userId, this.users.changeDayPassesKeepingSome(userId, change));
  }

  async setDayPasses(userId: string, count: number) {
    return this.changing(userId, this.users.update(userId, { unusedDayPasses: count }));
  }

  /**
   * A write of this service, after which this process reads the member's profile again at once (other
   * processes, and PostgreSQL's announcement to this one, follow moments after).
   */
  private changing<T>(userId: string, write: Promise<T>): Promise<T> {
    return write.finally(() => this.profiles.changed(userId));
  }
}

export function toUser(row: UserRow, products: Product[]): User {
  return {
    id: row.id,
    uid: row.id,
    email: row.email,
    emailVerified: row.emailVerified,
    fullName: fullNameOf(row),
    firstName: row.firstName,
    lastName: row.lastName,
    tags: row.tags,
    products,
    unusedDayPasses: row.unusedDayPasses,
    hasPendingSubscription: row.hasPendingSubscription,
    consents: row.consents,
    counts: { watchedVideos: 0, bookmarks: 0 },
    programState: {},
    myWeekPlan: emptyWeekPlan(),
    profilePictureUrl: row.image,
    hasGivenPersonalDetails: row.captureAnswers !== null,
  };
}
