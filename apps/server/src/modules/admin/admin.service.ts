import type { Product, StaffRole } from '@releve/contracts';
import type { MembershipService, ProductRow, UserRow, UsersRepository } from '../accounts/accounts.module';

export type ProductType = Product['type'];
export const productTypes: readonly ProductType[] = ['on-demand', 'live'];

/** Ten years: anything longer is a typo, not a membership. */
export const MAX_GRANT_DAYS = 3650;
export const MAX_DAY_PASSES = 1000;

/** A refusal meant for the person who typed the command: its message is the whole story. */
export class AdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminError';
  }
}

export function isProductType(value: string): value is ProductType {
  return (productTypes as readonly string[]).includes(value);
}

export interface GrantRequest {
  type: ProductType;
  days: number;
  recurring?: boolean;
}

/**
 * What a studio admin does to a member's account from the command line: grant and revoke access, set
 * day passes, make or unmake admins. Members are named by e-mail; every change leaves an audit row
 * whose actor is `actor` ('cli' for the admin commands).
 */
export class AdminService {
  constructor(
    private readonly users: UsersRepository,
    private readonly membership: MembershipService,
    private readonly actor = 'cli',
  ) {}

  async grant(email: string, request: GrantRequest): Promise<ProductRow> {
    if (!isProductType(request.type)) throw new AdminError(productTypeProblem(request.type));
    assertWholeNumber('days', request.days, 1, MAX_GRANT_DAYS);
    const user = await this.userByEmail(email);
    const recurring = request.recurring ?? false;
    const product = await this.membership.grant(user.id, {
      type: request.type,
      days: request.days,
      recurring,
      source: 'admin',
    });
    await this.audit(
      user,
      'grant',
      `${request.type} for ${request.days} days${recurring ? ', recurring' : ''}, until ${product.expiresAt.toISOString()}`,
    );
    return product;
  }

  /** Removes every product of the account, or only those of one type; answers how many went. */
  async revoke(email: string, type?: ProductType): Promise<number> {
    if (type !== undefined && !isProductType(type)) throw new AdminError(productTypeProblem(type));
    const user = await this.userByEmail(email);
    const removed = await this.membership.revoke(user.id, type);
    await this.audit(user, 'revoke', `${type ?? 'all'} products: ${removed} removed`);
    return removed;
  }

  async setDayPasses(email: string, count: number): Promise<void> {
    assertWholeNumber('count', count, 0, MAX_DAY_PASSES);
    const user = await this.userByEmail(email);
    await this.membership.setDayPasses(user.id, count);
    await this.audit(user, 'set-day-passes', `${user.unusedDayPasses} -> ${count}`);
  }

  /** Gives the account a role in the studio's staff, or takes it (null); make-admin gives owner (decision 036). */
  async setStaffRole(email: string, role: StaffRole | null): Promise<void> {
    const user = await this.userByEmail(email);
    await this.users.update(user.id, { staffRole: role });
    await this.audit(user, 'staff-role', `${user.staffRole ?? 'member'} -> ${role ?? 'member'}`);
  }

  private async userByEmail(email: string): Promise<UserRow> {
    const user = await this.users.findByEmail(email.trim());
    if (!user) throw new AdminError(`No account has the e-mail ${email}`);
    return user;
  }

  private audit(user: UserRow, action: string, detail: string) {
    return this.users.audit({ actorId: this.actor, subjectId: user.id, action, detail });
  }
}

export function productTypeProblem(value: string): string {
  return `The product must be on-demand or live, not "${value}"`;
}

function assertWholeNumber(name: string, value: number, min: number, max: number) {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new AdminError(`${name} must be a whole number from ${min} to ${max}, not ${value}`);
  }
}
