import { type Db, schema } from '@releve/db';
import { and, asc, eq, gt, sql } from 'drizzle-orm';

export type UserRow = typeof schema.user.$inferSelect;
export type ProductRow = typeof schema.product.$inferSelect;
export type NewProduct = typeof schema.product.$inferInsert;

type ProductJson = Omit<ProductRow, 'createdAt' | 'expiresAt'> & { createdAt: string; expiresAt: string };

const prepareWithProducts = (db: Db) =>
  db
    .select({
      row: schema.user,
      products: sql<ProductJson[]>`coalesce((select json_agg(json_build_object(
        'id', p.id, 'userId', p.user_id, 'type', p.type, 'createdAt', p.created_at,
        'expiresAt', p.expires_at, 'isRecurring', p.is_recurring, 'source', p.source
      ) order by p.created_at, p.id) from ${schema.product} p where p.user_id = ${sql.placeholder('id')}), '[]')`,
    })
    .from(schema.user)
    .where(eq(schema.user.id, sql.placeholder('id')))
    .prepare('accounts_user_with_products');

/** The only place that reads and writes accounts' member data. */
export class UsersRepository {
  /** Built on first use: repositories made for one transaction (`within`) mostly never need it. */
  private withProductsQuery?: ReturnType<typeof prepareWithProducts>;

  constructor(private readonly db: Db) {}

  /** The same repository over another handle: a transaction's, so its writes commit with the caller's. */
  within(db: Db): UsersRepository {
    return new UsersRepository(db);
  }

  /** Runs `work` in one transaction, over a repository of that transaction. */
  transaction<T>(work: (users: UsersRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new UsersRepository(tx as unknown as Db)));
  }

  /** Locks the member's row until the transaction ends: day-pass redemptions queue behind each other. */
  async lock(id: string): Promise<void> {
    await this.db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.id, id))
      .for('update');
  }

  /**
   * The account with its products, in one statement (the membership checks of every member route and
   * the profile read both): the products come as JSON, oldest first.
   */
  async findWithProducts(id: string): Promise<{ row: UserRow; products: ProductRow[] } | undefined> {
    this.withProductsQuery ??= prepareWithProducts(this.db);
    const [found] = await this.withProductsQuery.execute({ id });
    if (!found) return undefined;
    const products = found.products.map((product) => ({
      ...product,
      createdAt: new Date(product.createdAt),
      expiresAt: new Date(product.expiresAt),
    }));
    return { row: found.row, products };
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(schema.user).where(eq(schema.user.id, id));
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(schema.user).where(eq(schema.user.email, email.toLowerCase()));
    return row;
  }

  async update(
    id: string,
    changes: Partial<Omit<UserRow, 'id' | 'createdAt'>>,
  ): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(schema.user)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(schema.user.id, id))
      .returning();
    return row;
  }

  /**
   * Sets the tags a member chooses, keeping the server-owned ones as they are in the row at the write
   * (one statement: a purchase tagging the account at the same moment is never undone).
   */
  async setMemberTags(id: string, tags: string[], serverOwned: readonly string[]): Promise<void> {
    // Drizzle spreads a JS array into a list of parameters: each array is built element by element.
    const textArray = (values: readonly string[]) =>
      sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
    const chosen = tags.filter((tag) => !serverOwned.includes(tag));
    await this.db
      .update(schema.user)
      .set({
        tags: sql`array(select t from unnest(${schema.user.tags}) t where t = any(${textArray(serverOwned)})) || ${textArray(chosen)}`,
        updatedAt: new Date(),
      })
      .where(eq(schema.user.id, id));
  }

  /** Whether the member has a password (members imported from another platform have none yet). */
  async hasPassword(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: schema.account.id })
      .from(schema.account)
      .where(and(eq(schema.account.userId, userId), eq(schema.account.providerId, 'credential')));
    return !!row;
  }

  productsOf(userId: string): Promise<ProductRow[]> {
    return this.db
      .select()
      .from(schema.product)
      .where(eq(schema.product.userId, userId))
      .orderBy(asc(schema.product.createdAt), asc(schema.product.id));
  }

  async addProduct(product: NewProduct): Promise<ProductRow> {
    const [row] = await this.db.insert(schema.product).values(product).returning();
    if (!row) throw new Error('product insert returned nothing');
    return row;
  }

  /** Moves the expiry of the products of one type that came from `source`; how many there were. */
  async setExpiryOfSource(
    userId: string,
    type: ProductRow['type'],
    source: string,
    expiresAt: Date,
  ): Promise<number> {
    const rows = await this.db
      .update(schema.product)
      .set({ expiresAt })
      .where(
        and(
          eq(schema.product.userId, userId),
          eq(schema.product.type, type),
          eq(schema.product.source, source),
        ),
      )
      .returning({ id: schema.product.id });
    return rows.length;
  }

  /** Adds day passes in one statement, so two purchases at once both count. */
  /** Ends what one purchase (`source`) granted at `at`: products running past it stop there. */
  async endProductsOfSource(userId: string, source: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(schema.product)
      .set({ expiresAt: at })
      .where(
        and(
          eq(schema.product.userId, userId),
          eq(schema.product.source, source),
          gt(schema.product.expiresAt, at),
        ),
      )
      .returning({ id: schema.product.id });
    return rows.length;
  }

  async addDayPasses(userId: string, count: number): Promise<number | undefined> {
    const [row] = await this.db
      .update(schema.user)
      .set({ unusedDayPasses: sql`${schema.user.unusedDayPasses} + ${count}`, updatedAt: new Date() })
      .where(eq(schema.user.id, userId))
      .returning({ unusedDayPasses: schema.user.unusedDayPasses });
    return row?.unusedDayPasses;
  }

  /** Adds (or, negative, removes) day passes unless that would leave fewer than none: the new count, or undefined. */
  async changeDayPassesKeepingSome(userId: string, change: number): Promise<number | undefined> {
    const count = schema.user.unusedDayPasses;
    const [row] = await this.db
      .update(schema.user)
      .set({ unusedDayPasses: sql`${count} + ${change}`, updatedAt: new Date() })
      .where(and(eq(schema.user.id, userId), sql`${count} + ${change} >= 0`))
      .returning({ unusedDayPasses: count });
    return row?.unusedDayPasses;
  }

  /** Ends one product of the member now, if it was still running: how many rows changed (0 or 1). */
  async endProduct(userId: string, productId: number, at: Date): Promise<number> {
    const { product } = schema;
    const rows = await this.db
      .update(product)
      .set({ expiresAt: at, isRecurring: false })
      .where(and(eq(product.id, productId), eq(product.userId, userId), gt(product.expiresAt, at)))
      .returning({ id: product.id });
    return rows.length;
  }

  async removeProducts(userId: string, type?: ProductRow['type']): Promise<number> {
    const where = type
      ? and(eq(schema.product.userId, userId), eq(schema.product.type, type))
      : eq(schema.product.userId, userId);
    return (await this.db.delete(schema.product).where(where).returning({ id: schema.product.id })).length;
  }

  async audit(entry: typeof schema.auditLog.$inferInsert): Promise<void> {
    await this.db.insert(schema.auditLog).values(entry);
  }

  /**
   * Writes the entry unless its actor made one of the same kind about the same member within `ms`
   * (found from the actor's index). Two calls at the same moment may both write: a duplicate, never a gap.
   */
  async auditUnlessRecent(
    entry: typeof schema.auditLog.$inferInsert & { actorId: string; subjectId: string },
    ms: number,
  ): Promise<void> {
    const log = schema.auditLog;
    const [recent] = await this.db
      .select({ id: log.id })
      .from(log)
      .where(
        and(
          eq(log.actorId, entry.actorId),
          gt(log.createdAt, new Date(Date.now() - ms)),
          eq(log.action, entry.action),
          eq(log.subjectId, entry.subjectId),
        ),
      )
      .limit(1);
    if (!recent) await this.audit(entry);
  }
}
