import {
  type MembershipFacts,
  membershipSummary,
  type Product,
  type ProfileAnswer,
  type User,
} from '@releve/contracts';
import type { ProductRow, UserRow, UsersRepository } from './users.repository';

const toProduct = (row: ProductRow): Product => ({
  type: row.type,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  isRecurring: row.isRecurring,
});

export function fullNameOf(row: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${row.firstName} ${row.lastName}`.trim() || row.email;
}

/** The member's library (favorites, progress, classes taken) as the profile carries it. */
export interface ProfileLibrary {
  profileParts(userId: string): Promise<Pick<User, 'counts' | 'videoState' | 'programState'>>;
}

/**
 * The one answer to "what may this person do?": reads the account's products and flags
 * and applies the shared membership rules. Billing will grant products through here too.
 */
export class MembershipService {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: () => Date = () => new Date(),
    private readonly library?: ProfileLibrary,
  ) {}

  async factsFor(userId: string): Promise<{ row: UserRow; facts: MembershipFacts } | undefined> {
    const row = await this.users.findById(userId);
    if (!row) return undefined;
    const products = (await this.users.productsOf(userId)).map(toProduct);
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

  /** GET /api/users/{id}'s answer. */
  async profile(userId: string): Promise<ProfileAnswer | undefined> {
    const found = await this.factsFor(userId);
    if (!found) return undefined;
    const { row, facts } = found;
    const membership = membershipSummary(facts, this.clock());
    const user = toUser(row, facts.products);
    return {
      user: this.library ? { ...user, ...(await this.library.profileParts(userId)) } : user,
      ftue1: row.welcomePending,
      hasOneYearOnDemand: membership.hasOneYearOnDemand,
      hasDayPass: row.unusedDayPasses > 0,
      isAdmin: row.isAdmin,
      hasTrial: row.hasTrial,
      hasExpiredTrial: row.hasExpiredTrial,
      membership,
    };
  }

  /** Grants a product for `days` from now (an admin command now, billing later). */
  async grant(
    userId: string,
    grant: { type: Product['type']; days: number; recurring?: boolean; source: string },
  ) {
    const now = this.clock();
    return this.users.addProduct({
      userId,
      type: grant.type,
      createdAt: now,
      expiresAt: new Date(now.getTime() + grant.days * 86_400_000),
      isRecurring: grant.recurring ?? false,
      source: grant.source,
    });
  }

  revoke(userId: string, type?: Product['type']): Promise<number> {
    return this.users.removeProducts(userId, type);
  }

  async setDayPasses(userId: string, count: number) {
    return this.users.update(userId, { unusedDayPasses: count });
  }
}

export function toUser(row: UserRow, products: Product[]): User {
  return {
    id: row.id,
    uid: row.id,
    email: row.email,
    fullName: fullNameOf(row),
    firstName: row.firstName,
    lastName: row.lastName,
    tags: row.tags,
    products,
    unusedDayPasses: row.unusedDayPasses,
    hasPendingSubscription: row.hasPendingSubscription,
    consents: row.consents,
    counts: { watchedVideos: 0, bookmarks: 0 },
    videoState: {},
    programState: {},
    profilePictureUrl: row.image,
    hasGivenPersonalDetails: row.captureAnswers !== null,
  };
}
