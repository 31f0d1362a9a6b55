import type { Db } from '@releve/db';
import { schema } from '@releve/db';
import { asc, eq } from 'drizzle-orm';

export type MagazineRow = typeof schema.magazine.$inferSelect;

/** What the file route needs to know of a resource: where its file is and who may have it. */
export interface ResourceFileRow {
  id: string;
  title: string;
  type: string;
  fileKey: string;
  canDownload: boolean;
  free: boolean;
}

/** Magazines and resource files: the only place the resources module touches the database. */
export class ResourcesRepository {
  constructor(private readonly db: Db) {}

  magazines(): Promise<MagazineRow[]> {
    return this.db
      .select()
      .from(schema.magazine)
      .orderBy(asc(schema.magazine.position), asc(schema.magazine.id));
  }

  async magazine(id: string): Promise<MagazineRow | undefined> {
    const [row] = await this.db.select().from(schema.magazine).where(eq(schema.magazine.id, id));
    return row;
  }

  async resourceFile(id: string): Promise<ResourceFileRow | undefined> {
    const resource = schema.programResource;
    const [row] = await this.db
      .select({
        id: resource.id,
        title: resource.title,
        type: resource.type,
        fileKey: resource.fileKey,
        canDownload: resource.canDownload,
        free: resource.free,
      })
      .from(resource)
      .where(eq(resource.id, id));
    return row;
  }
}
