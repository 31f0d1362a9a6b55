import { randomBytes } from 'node:crypto';
import {
  libraryMessages,
  MAGAZINE_MAX_PAGES,
  type MagazineUpdate,
  magazineBaseUrl,
  magazineFieldsSchema,
  pdfRefusals,
  type StudioMagazine,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../storage/storage';
import { recordStudioChange } from '../accounts/accounts.module';
import type { LibraryUpload } from './library-upload';
import { magazineKeys, removeMagazineFiles } from './magazine-pages';
import { parsed } from './parsed-fields';
import { checkPdf } from './pdf/pdf-check';
import type { StudioLibraryRepository, StudioMagazineRow } from './studio-library.repository';

export interface StudioMagazinesDeps {
  db: Db;
  repository: StudioLibraryRepository;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Null when this server can draw PDF pages, else why not (issues are refused then). */
  pagesProblem: () => Promise<string | null>;
  /** Has the pages made: on the job queue, or in this process when there is none. */
  makePages: (magazineId: string) => Promise<void>;
}

/** `Spring Issue 2026` -> `spring-issue-2026-k3f9q2`: readable in the reader's address, never reused. */
export function newLibraryId(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const suffix = BigInt(`0x${randomBytes(6).toString('hex')}`)
    .toString(36)
    .slice(0, 6)
    .padStart(6, '0');
  return slug ? `${slug}-${suffix}` : `issue-${suffix}`;
}

export function toStudioMagazine(row: StudioMagazineRow): StudioMagazine {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    buyUrl: row.buyUrl,
    totalPages: row.totalPages,
    renderedPages: row.state === 'ready' ? row.totalPages : row.renderedPages,
    state: row.state as StudioMagazine['state'],
    failure: row.failure,
    published: row.published,
    publishedAt: row.published ? row.publishedAt.toISOString() : null,
    sourceBytes: row.sourceBytes,
    cover: row.state === 'ready' ? `${magazineBaseUrl(row.id)}/cover.webp` : null,
    readerPath: `/library/magazines/${encodeURIComponent(row.id)}`,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an issue. */
const audited = (row: StudioMagazineRow) => ({
  title: row.title,
  description: row.description,
  buyUrl: row.buyUrl,
  totalPages: row.totalPages,
  published: row.published,
});

/**
 * The console's magazine issues (decision 043): an upload is checked whole before anything is kept
 * (a refused PDF leaves no row and no file), then kept as `processing` while its pages are made off
 * the request; published only when ready. Each change commits with its audit entry.
 */
export class StudioMagazinesService {
  constructor(private readonly deps: StudioMagazinesDeps) {}

  async list(): Promise<StudioMagazine[]> {
    return (await this.deps.repository.magazines()).map(toStudioMagazine);
  }

  private async existing(id: string, db?: Db): Promise<StudioMagazineRow> {
    const row = await this.deps.repository.magazine(id, db);
    if (!row) throw new HttpError(404, libraryMessages.noMagazine);
    return row;
  }

  async upload(actorId: string, upload: LibraryUpload): Promise<StudioMagazine> {
    const fields = parsed(magazineFieldsSchema, upload.fields);
    const problem = await this.deps.pagesProblem();
    if (problem) throw new HttpError(503, pdfRefusals.noRenderer(problem));
    const totalPages = await checkPdf(upload.name, upload.bytes, { maxPages: MAGAZINE_MAX_PAGES });
    const id = newLibraryId(fields.title);
    const sourceKey = magazineKeys.source(id);
    await this.deps.storage.put(sourceKey, upload.bytes);
    try {
      await this.deps.db.transaction(async (tx) => {
        await this.deps.repository.insertMagazine(tx, {
          id,
          ...fields,
          totalPages,
          state: 'processing',
          published: false,
          sourceKey,
          sourceBytes: upload.bytes.length,
        });
        await recordStudioChange(tx, {
          actorId,
          action: 'magazine.upload',
          target: `magazine:${id}`,
          before: null,
          after: { ...fields, totalPages, filename: upload.name, sourceBytes: upload.bytes.length },
        });
      });
    } catch (error) {
      await this.deps.storage.delete(sourceKey);
      throw error;
    }
    await this.startPages(id);
    return toStudioMagazine(await this.existing(id));
  }

  private async startPages(id: string): Promise<void> {
    try {
      await this.deps.makePages(id);
    } catch (error) {
      this.deps.log.error({ err: error, magazineId: id }, 'magazine pages could not be started');
      await this.deps.repository.finish(id, {
        state: 'failed',
        failure: 'Making the pages could not be started: try again',
      });
    }
  }

  async update(actorId: string, id: string, patch: MagazineUpdate): Promise<StudioMagazine> {
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await this.existing(id, tx);
      const after = (await this.deps.repository.updateMagazine(tx, id, patch)) ?? before;
      await recordStudioChange(tx, {
        actorId,
        action: 'magazine.update',
        target: `magazine:${id}`,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
    return toStudioMagazine(row);
  }

  async setPublished(actorId: string, id: string, published: boolean): Promise<StudioMagazine> {
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await this.existing(id, tx);
      if (published && before.state !== 'ready') throw new HttpError(409, libraryMessages.publishNotReady);
      if (before.published === published) return before;
      const after = await this.deps.repository.updateMagazine(tx, id, {
        published,
        ...(published ? { publishedAt: new Date() } : {}),
      });
      await recordStudioChange(tx, {
        actorId,
        action: published ? 'magazine.publish' : 'magazine.unpublish',
        target: `magazine:${id}`,
        before: { published: before.published },
        after: { published },
      });
      return after ?? before;
    });
    return toStudioMagazine(row);
  }

  /** Makes a failed issue's pages again from its kept PDF. */
  async retry(actorId: string, id: string): Promise<StudioMagazine> {
    await this.deps.db.transaction(async (tx) => {
      const before = await this.existing(id, tx);
      if (before.state !== 'failed') throw new HttpError(409, libraryMessages.retryNotFailed);
      await this.deps.repository.updateMagazine(tx, id, {
        state: 'processing',
        renderedPages: 0,
        failure: null,
      });
      await recordStudioChange(tx, {
        actorId,
        action: 'magazine.retry',
        target: `magazine:${id}`,
        before: { state: 'failed', failure: before.failure },
        after: { state: 'processing' },
      });
    });
    await this.startPages(id);
    return toStudioMagazine(await this.existing(id));
  }

  /** The issue goes from members at once; its pages, cover and PDF go from storage after. */
  async remove(actorId: string, id: string): Promise<void> {
    const row = await this.deps.db.transaction(async (tx) => {
      const before = await this.existing(id, tx);
      await this.deps.repository.deleteMagazine(tx, id);
      await recordStudioChange(tx, {
        actorId,
        action: 'magazine.delete',
        target: `magazine:${id}`,
        before: audited(before),
        after: null,
      });
      return before;
    });
    await removeMagazineFiles(this.deps.storage, id, row.totalPages, true);
  }
}
