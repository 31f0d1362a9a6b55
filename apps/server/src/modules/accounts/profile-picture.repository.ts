import { type Db, schema } from '@releve/db';
import { and, eq } from 'drizzle-orm';

/** Reads and writes the profile picture URL of a member (`user.image`). */
export class ProfilePictureRepository {
  constructor(private readonly db: Db) {}

  /** The member's picture URL: null when they have none, undefined when there is no such user. */
  async imageOf(userId: string): Promise<string | null | undefined> {
    const [row] = await this.db
      .select({ image: schema.user.image })
      .from(schema.user)
      .where(eq(schema.user.id, userId));
    return row?.image;
  }

  /**
   * Sets the picture URL and answers the one it replaced, under a row lock: of two uploads at
   * once, the second sees the first's picture as the one it replaced, so no file is left behind.
   */
  async replaceImage(userId: string, url: string): Promise<{ previous: string | null } | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ image: schema.user.image })
        .from(schema.user)
        .where(eq(schema.user.id, userId))
        .for('update');
      if (!row) return undefined;
      await tx
        .update(schema.user)
        .set({ image: url, updatedAt: new Date() })
        .where(eq(schema.user.id, userId));
      return { previous: row.image };
    });
  }

  /** Clears the picture URL if it is still `expected`; false when another upload changed it meanwhile. */
  async clearImage(userId: string, expected: string): Promise<boolean> {
    const cleared = await this.db
      .update(schema.user)
      .set({ image: null, updatedAt: new Date() })
      .where(and(eq(schema.user.id, userId), eq(schema.user.image, expected)))
      .returning({ id: schema.user.id });
    return cleared.length > 0;
  }
}
