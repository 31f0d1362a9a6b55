import { type Db, schema } from '@releve/db';
import { asc, eq } from 'drizzle-orm';

/**
 * The queries behind a member's data export. Each selects named columns, never `*`, so a
 * credential column added later (a hash, a token) stays out of the export until chosen.
 */
export class ExportRepository {
  constructor(private readonly db: Db) {}

  async findUser(userId: string) {
    const [row] = await this.db
      .select({
        id: schema.user.id,
        email: schema.user.email,
        emailVerified: schema.user.emailVerified,
        name: schema.user.name,
        firstName: schema.user.firstName,
        lastName: schema.user.lastName,
        image: schema.user.image,
        tags: schema.user.tags,
        consents: schema.user.consents,
        captureAnswers: schema.user.captureAnswers,
        staffRole: schema.user.staffRole,
        welcomePending: schema.user.welcomePending,
        hasTrial: schema.user.hasTrial,
        hasExpiredTrial: schema.user.hasExpiredTrial,
        unusedDayPasses: schema.user.unusedDayPasses,
        hasPendingSubscription: schema.user.hasPendingSubscription,
        createdAt: schema.user.createdAt,
        updatedAt: schema.user.updatedAt,
      })
      .from(schema.user)
      .where(eq(schema.user.id, userId));
    return row;
  }

  productsOf(userId: string) {
    return this.db
      .select({
        type: schema.product.type,
        createdAt: schema.product.createdAt,
        expiresAt: schema.product.expiresAt,
        isRecurring: schema.product.isRecurring,
        source: schema.product.source,
      })
      .from(schema.product)
      .where(eq(schema.product.userId, userId))
      .orderBy(asc(schema.product.createdAt), asc(schema.product.id));
  }

  /** How the member signs in (e-mail and password, later social logins): never the password or tokens. */
  signInMethodsOf(userId: string) {
    return this.db
      .select({
        provider: schema.account.providerId,
        createdAt: schema.account.createdAt,
        updatedAt: schema.account.updatedAt,
      })
      .from(schema.account)
      .where(eq(schema.account.userId, userId))
      .orderBy(asc(schema.account.createdAt));
  }

  /** Signed-in browsers: when, from where, with what; never the session token. */
  sessionsOf(userId: string) {
    return this.db
      .select({
        createdAt: schema.session.createdAt,
        lastRefreshedAt: schema.session.updatedAt,
        expiresAt: schema.session.expiresAt,
        ipAddress: schema.session.ipAddress,
        userAgent: schema.session.userAgent,
      })
      .from(schema.session)
      .where(eq(schema.session.userId, userId))
      .orderBy(asc(schema.session.createdAt));
  }

  /** Audit rows about the member (impersonations, admin grants). */
  auditEntriesAbout(userId: string) {
    return this.db
      .select({
        actorId: schema.auditLog.actorId,
        action: schema.auditLog.action,
        detail: schema.auditLog.detail,
        createdAt: schema.auditLog.createdAt,
      })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.subjectId, userId))
      .orderBy(asc(schema.auditLog.createdAt), asc(schema.auditLog.id));
  }
}

export type ExportedUser = NonNullable<Awaited<ReturnType<ExportRepository['findUser']>>>;
