import type { Db } from '@releve/db';
import { schema } from '@releve/db';
import { and, asc, eq } from 'drizzle-orm';

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

/** What members see of the magazine: issues whose pages are ready and that the studio published. */
const listed = and(eq(schema.magazine.state, 'ready'), eq(schema.magazine.published, true));

/** Magazines and resource files as members get them (the console's reads are StudioLibraryRepository's). */
export class ResourcesRepository {
  constructor(private readonly db: Db) {}

  magazines(): Promise<MagazineRow[]> {
    return this.db
      .select()
      .from(schema.magazine)
      .where(listed)
      .orderBy(asc(schema.magazine.position), asc(schema.magazine.id));
  }

  async magazine(id: string): Promise<MagazineRow | undefined> {
    const [row] = await this.db
      .select()
      .from(schema.magazine)
      .where(and(eq(schema.magazine.id, id), listed));
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
