import { MEMBER_PAGE_LIMIT, type MemberProduct, type StudioMemberDetail } from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { and, desc, eq, max } from 'drizzle-orm';
import type { MemberDetailParts, MemberDetailsExtension } from './accounts-extensions';
import { auditPage } from './studio-audit';
import { matchingIds, rowsOf } from './studio-member-segments';
import { type MatchedMember, memberRows } from './studio-members.queries';

/** What a part no module gave reads as: nothing of it. */
const NO_PARTS: MemberDetailParts = {
  subscription: null,
  payments: [],
  watchHistory: [],
  weekPlan: [],
  reservations: [],
};

/** The member's products, newest first, running or ended (an ended grant stays, dated). */
export async function productsOf(
  db: Db,
  userId: string,
  now: Date,
  productId?: number,
): Promise<MemberProduct[]> {
  const { product, subscription } = schema;
  const mine = eq(product.userId, userId);
  const rows = await db
    .select({ product, subscriptionId: subscription.id })
    .from(product)
    .leftJoin(subscription, eq(subscription.id, product.source))
    .where(productId === undefined ? mine : and(mine, eq(product.id, productId)))
    .orderBy(desc(product.createdAt), desc(product.id))
    .limit(MEMBER_PAGE_LIMIT);
  return rows.map(({ product: row, subscriptionId }) => ({
    id: row.id,
    type: row.type,
    startedAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    recurring: row.isRecurring,
    source: row.source,
    running: row.expiresAt > now,
    heldBySubscription: subscriptionId !== null,
  }));
}

/**
 * GET /api/studio/members/{id}: the list's row for this member, the account's own facts, what the
 * other modules added (billing, the library, the week plan, live classes) and the log's entries about
 * them. Undefined for no such member.
 */
export async function memberDetail(
  db: Db,
  userId: string,
  now: Date,
  extensions: readonly MemberDetailsExtension[],
  timeZone: string,
): Promise<StudioMemberDetail | undefined> {
  const matched = rowsOf<MatchedMember>(await db.execute(matchingIds({ id: userId }, now, 1, 0)));
  const [member] = await memberRows(db, matched, now);
  if (!member) return undefined;
  const { user, session } = schema;
  const [account, lastSeen, products, audit, ...parts] = await Promise.all([
    db.select({ emailVerified: user.emailVerified, tags: user.tags }).from(user).where(eq(user.id, userId)),
    db
      .select({ at: max(session.updatedAt) })
      .from(session)
      .where(eq(session.userId, userId)),
    productsOf(db, userId, now),
    auditPage(db, { limit: 20, subject: userId }, timeZone),
    ...extensions.map((extension) => extension.memberDetails(userId)),
  ]);
  return {
    member,
    emailVerified: account[0]?.emailVerified ?? false,
    lastSeenAt: lastSeen[0]?.at?.toISOString() ?? null,
    tags: account[0]?.tags ?? [],
    products,
    ...Object.assign({}, NO_PARTS, ...parts),
    audit: audit.entries,
  };
}
