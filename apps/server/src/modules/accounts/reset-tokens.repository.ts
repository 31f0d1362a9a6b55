import { type Db, schema } from '@releve/db';
import { and, eq, sql } from 'drizzle-orm';

/**
 * Ends every reset link of a member still outstanding (better-auth keeps them as
 * `reset-password:<token>` verifications holding the user id): once a new password is
 * chosen, an older e-mail's link must not choose another.
 */
export async function forgetResetTokens(db: Db, userId: string): Promise<void> {
  await db
    .delete(schema.verification)
    .where(
      and(
        eq(schema.verification.value, userId),
        sql`starts_with(${schema.verification.identifier}, 'reset-password:')`,
      ),
    );
}
