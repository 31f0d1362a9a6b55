import { type Db, schema } from '@releve/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';

export type StudioMagazineRow = typeof schema.magazine.$inferSelect;
export type ResourceRow = typeof schema.programResource.$inferSelect;
export type StudioResourceRow = ResourceRow & { programName: string | null };

const magazine = schema.magazine;
const resource = schema.programResource;

/**
 * The console's reads and writes of the library (decision 043): every magazine issue whatever its
 * state, the programs' resources, and the programs they attach to. Writes take the caller's
 * transaction, so each change commits with its audit entry.
 */
export class StudioLibraryRepository {
  constructor(private readonly db: Db) {}

  magazines(): Promise<StudioMagazineRow[]> {
    return this.db.select().from(magazine).orderBy(asc(magazine.position), desc(magazine.createdAt));
  }

  async magazine(id: string, db: Db = this.db): Promise<StudioMagazineRow | undefined> {
    const [row] = await db.select().from(magazine).where(eq(magazine.id, id));
    return row;
  }

  /** Before every other issue: the newest upload leads the members' list. */
  async insertMagazine(tx: Db, row: Omit<typeof magazine.$inferInsert, 'position'>): Promise<void> {
    await tx.insert(magazine).values({
      ...row,
      position: sql`coalesce((select min(${magazine.position}) from ${magazine}), 1) - 1`,
    });
  }

  async updateMagazine(
    tx: Db,
    id: string,
    set: Partial<typeof magazine.$inferInsert>,
  ): Promise<StudioMagazineRow | undefined> {
    const [row] = await tx.update(magazine).set(set).where(eq(magazine.id, id)).returning();
    return row;
  }

  /** Pages made so far; false when the issue is gone or no longer processing (stop making it). */
  async writeProgress(id: string, renderedPages: number): Promise<boolean> {
    const rows = await this.db
      .update(magazine)
      .set({ renderedPages })
      .where(and(eq(magazine.id, id), eq(magazine.state, 'processing')))
      .returning({ id: magazine.id });
    return rows.length > 0;
  }

  /** The end of a processing issue: ready, or failed with the reason. False when it was not processing. */
  async finish(
    id: string,
    outcome: { state: 'ready' } | { state: 'failed'; failure: string },
  ): Promise<boolean> {
    const rows = await this.db
      .update(magazine)
      .set(outcome.state === 'ready' ? { state: 'ready', failure: null } : outcome)
      .where(and(eq(magazine.id, id), eq(magazine.state, 'processing')))
      .returning({ id: magazine.id });
    return rows.length > 0;
  }

  async deleteMagazine(tx: Db, id: string): Promise<void> {
    await tx.delete(magazine).where(eq(magazine.id, id));
  }

  resources(): Promise<StudioResourceRow[]> {
    return this.db
      .select({ ...resourceColumns, programName: schema.program.name })
      .from(resource)
      .leftJoin(schema.program, eq(schema.program.id, resource.programId))
      .orderBy(asc(schema.program.name), asc(resource.position), asc(resource.id));
  }

  async resource(id: string, db: Db = this.db): Promise<StudioResourceRow | undefined> {
    const [row] = await db
      .select({ ...resourceColumns, programName: schema.program.name })
      .from(resource)
      .leftJoin(schema.program, eq(schema.program.id, resource.programId))
      .where(eq(resource.id, id));
    return row;
  }

  /** After the program's other resources. */
  async insertResource(tx: Db, row: Omit<typeof resource.$inferInsert, 'position'>): Promise<void> {
    await tx.insert(resource).values({
      ...row,
      position: sql`coalesce((select max(${resource.position}) from ${resource} where ${resource.programId} = ${row.programId}), -1) + 1`,
    });
  }

  async updateResource(tx: Db, id: string, set: Partial<typeof resource.$inferInsert>): Promise<void> {
    await tx.update(resource).set(set).where(eq(resource.id, id));
  }

  async deleteResource(tx: Db, id: string): Promise<void> {
    await tx.delete(resource).where(eq(resource.id, id));
  }

  programs(): Promise<{ id: string; name: string }[]> {
    return this.db
      .select({ id: schema.program.id, name: schema.program.name })
      .from(schema.program)
      .orderBy(asc(schema.program.name), asc(schema.program.id));
  }

  async programExists(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: schema.program.id })
      .from(schema.program)
      .where(eq(schema.program.id, id));
    return rows.length > 0;
  }
}

const resourceColumns = {
  id: resource.id,
  programId: resource.programId,
  title: resource.title,
  description: resource.description,
  type: resource.type,
  fileKey: resource.fileKey,
  posterId: resource.posterId,
  canDownload: resource.canDownload,
  free: resource.free,
  fileSize: resource.fileSize,
  position: resource.position,
};
