import { type Db, schema } from '@releve/db';
import { eq } from 'drizzle-orm';

/** The studio's billing choices (one row): whether members are offered a pause (issue 35). */
export class BillingSettingsRepository {
  constructor(private readonly db: Db) {}

  within(db: Db): BillingSettingsRepository {
    return new BillingSettingsRepository(db);
  }

  async pauseOffered(): Promise<boolean> {
    const [row] = await this.db.select().from(schema.billingSettings).where(eq(schema.billingSettings.id, 1));
    return row?.pauseOffered ?? false;
  }

  async setPauseOffered(pauseOffered: boolean): Promise<void> {
    await this.db
      .insert(schema.billingSettings)
      .values({ id: 1, pauseOffered })
      .onConflictDoUpdate({
        target: schema.billingSettings.id,
        set: { pauseOffered, updatedAt: new Date() },
      });
  }
}
