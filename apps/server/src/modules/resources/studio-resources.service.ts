import { randomBytes } from 'node:crypto';
import {
  libraryMessages,
  type ResourceUpdate,
  resourceFieldsSchema,
  type StudioResource,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { HttpError, invalidFields } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import { recordStudioChange } from '../accounts/accounts.module';
import type { LibraryUpload } from './library-upload';
import { parsed } from './parsed-fields';
import { checkPdf } from './pdf/pdf-check';
import type { ResourceRow, StudioLibraryRepository, StudioResourceRow } from './studio-library.repository';

export interface StudioResourcesDeps {
  db: Db;
  repository: StudioLibraryRepository;
  storage: Storage;
  /** Rebuilds the members' catalogue (resources are in its snapshot) and waits for it. */
  refreshCatalog: () => Promise<void>;
}

export function toStudioResource(row: StudioResourceRow): StudioResource {
  return {
    id: row.id,
    programId: row.programId,
    programName: row.programName,
    title: row.title,
    description: row.description,
    access: row.free ? 'everyone' : 'members',
    canDownload: row.canDownload,
    fileSize: row.fileSize,
    url: `/media/resources/${encodeURIComponent(row.id)}`,
  };
}

/** What the audit log keeps of a resource. */
const audited = (row: ResourceRow) => ({
  title: row.title,
  description: row.description,
  programId: row.programId,
  access: row.free ? 'everyone' : 'members',
  canDownload: row.canDownload,
  fileSize: row.fileSize,
});

/** The form's fields as the table's columns. */
const columnsOf = (fields: ResourceUpdate) => ({
  ...(fields.title !== undefined ? { title: fields.title } : {}),
  ...(fields.description !== undefined ? { description: fields.description } : {}),
  ...(fields.programId !== undefined ? { programId: fields.programId } : {}),
  ...(fields.access !== undefined ? { free: fields.access === 'everyone' } : {}),
  ...(fields.canDownload !== undefined ? { canDownload: fields.canDownload } : {}),
});

/**
 * The programs' resources in the console (decision 043): a PDF checked whole before it is kept,
 * attached to a program, open to everyone (a taster) or to members, downloadable or read in place.
 * A resource is the members' as soon as it is saved: the catalogue is rebuilt before the answer.
 */
export class StudioResourcesService {
  constructor(private readonly deps: StudioResourcesDeps) {}

  async list(): Promise<StudioResource[]> {
    return (await this.deps.repository.resources()).map(toStudioResource);
  }

  private async existing(id: string, db?: Db): Promise<StudioResourceRow> {
    const row = await this.deps.repository.resource(id, db);
    if (!row) throw new HttpError(404, libraryMessages.noResource);
    return row;
  }

  private async requireProgram(programId: string | undefined): Promise<void> {
    if (programId !== undefined && !(await this.deps.repository.programExists(programId)))
      throw invalidFields({ programId: libraryMessages.noProgram });
  }

  async upload(actorId: string, upload: LibraryUpload): Promise<StudioResource> {
    const fields = parsed(resourceFieldsSchema, upload.fields);
    await this.requireProgram(fields.programId);
    await checkPdf(upload.name, upload.bytes);
    const id = `res-${randomBytes(8).toString('hex')}`;
    const fileKey = `resources/${fields.programId}/${id}.pdf`;
    await this.deps.storage.put(fileKey, upload.bytes);
    try {
      await this.deps.db.transaction(async (tx) => {
        const row = {
          id,
          ...columnsOf(fields),
          title: fields.title,
          programId: fields.programId,
          type: 'pdf',
        };
        await this.deps.repository.insertResource(tx, { ...row, fileKey, fileSize: upload.bytes.length });
        await recordStudioChange(tx, {
          actorId,
          action: 'resource.upload',
          target: `resource:${id}`,
          before: null,
          after: { ...fields, filename: upload.name, fileSize: upload.bytes.length },
        });
      });
    } catch (error) {
      await this.deps.storage.delete(fileKey);
      throw error;
    }
    await this.deps.refreshCatalog();
    return toStudioResource(await this.existing(id));
  }

  async update(actorId: string, id: string, patch: ResourceUpdate): Promise<StudioResource> {
    await this.requireProgram(patch.programId);
    await this.deps.db.transaction(async (tx) => {
      const before = await this.existing(id, tx);
      await this.deps.repository.updateResource(tx, id, columnsOf(patch));
      const after = await this.existing(id, tx);
      await recordStudioChange(tx, {
        actorId,
        action: 'resource.update',
        target: `resource:${id}`,
        before: audited(before),
        after: audited(after),
      });
    });
    await this.deps.refreshCatalog();
    return toStudioResource(await this.existing(id));
  }

  async remove(actorId: string, id: string): Promise<void> {
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await this.existing(id, tx);
      await this.deps.repository.deleteResource(tx, id);
      await recordStudioChange(tx, {
        actorId,
        action: 'resource.delete',
        target: `resource:${id}`,
        before: audited(before),
        after: null,
      });
      return before;
    });
    await this.deps.refreshCatalog();
    await this.deps.storage.delete(row.fileKey);
  }
}
