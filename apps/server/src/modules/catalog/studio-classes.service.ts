import {
  type ClassAccess,
  type StudioBulkEdit,
  type StudioClass,
  type StudioClassAnswer,
  type StudioClassFacets,
  type StudioClassFields,
  type StudioClassPage,
  type StudioClassQuery,
  studioClassMessages,
  zonedInstant,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { HttpError, invalidFields } from '../../plugins/errors';
import { recordStudioChange } from '../accounts/accounts.module';
import { createDraftClass, MEMBERS_OFFER } from './draft-classes';
import { cardTagsWithLevel, classTagFields, extraTagProblem, tagsOfClassFields } from './studio-class-tags';
import type {
  StudioClassesRepository,
  StudioClassRecord,
  StudioClassWrite,
} from './studio-classes.repository';

export interface StudioClassesDeps {
  db: Db;
  repository: StudioClassesRepository;
  /** The studio's IANA time zone (the live schedule's setting): scheduled times are entered in it. */
  timeZone: () => Promise<string>;
  /** Rebuilds the members' catalogue and waits for it (a change they see must be in the answer). */
  refreshCatalog: () => Promise<void>;
  clock?: () => number;
}

type Fields = Omit<StudioClassFields, never>;
type ChangeAction = 'class.update' | 'class.publish' | 'class.schedule' | 'class.unpublish';

/**
 * The class editor's rules (decision 038): fields in and out of the catalogue's media model, one
 * transaction per change with its audit entry, publishing now or at a time in the studio's zone,
 * and the members' catalogue rebuilt before answering whenever they could see the change.
 */
export class StudioClassesService {
  private readonly clock: () => number;

  constructor(private readonly deps: StudioClassesDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  private async styles(): Promise<Set<string>> {
    return new Set((await this.deps.repository.styles()).map(({ style }) => style));
  }

  toStudioClass(record: StudioClassRecord, styles: ReadonlySet<string>, now = this.clock()): StudioClass {
    const fields = classTagFields(record.tags, styles);
    const state =
      record.state === 'draft' ? 'draft' : record.publishedAt.getTime() > now ? 'scheduled' : 'published';
    return {
      id: record.id,
      title: record.title,
      description: record.description,
      instructor: fields.instructor,
      level: fields.level,
      style: fields.style,
      genre: record.genre,
      tags: fields.tags,
      durationSeconds: record.durationSeconds || record.video?.durationSeconds || 0,
      access: record.inFree ? 'free' : record.inSampler ? 'sampler' : 'members',
      contentType: record.contentType,
      trailerId: record.trailerId,
      posterId: record.posterId,
      state,
      publishAt: state === 'draft' ? null : record.publishedAt.toISOString(),
      video: record.video,
      updatedAt: record.updatedAt.toISOString(),
    };
  }

  async facets(): Promise<StudioClassFacets> {
    const styles = await this.deps.repository.styles();
    const [genres, instructors, timeZone] = await Promise.all([
      this.deps.repository.genresOfStyles(styles.map(({ style }) => style)),
      this.deps.repository.instructors(),
      this.deps.timeZone(),
    ]);
    return {
      styles: styles.map(({ style, name }) => ({ style, name, genre: genres.get(style) ?? null })),
      instructors,
      timeZone,
    };
  }

  async list(query: StudioClassQuery): Promise<StudioClassPage> {
    const now = this.clock();
    const [{ rows, ...counts }, styles, timeZone] = await Promise.all([
      this.deps.repository.page(query, new Date(now)),
      this.styles(),
      this.deps.timeZone(),
    ]);
    const classes = rows.map((record) => {
      const { description: _description, video, ...row } = this.toStudioClass(record, styles, now);
      return { ...row, videoStatus: video?.status ?? null };
    });
    return { classes, ...counts, page: query.page, pageSize: query.pageSize, timeZone };
  }

  async get(id: string): Promise<StudioClassAnswer> {
    const [record, styles, timeZone] = await Promise.all([
      this.deps.repository.find(id),
      this.styles(),
      this.deps.timeZone(),
    ]);
    if (!record) throw new HttpError(404, studioClassMessages.notFound);
    return { class: this.toStudioClass(record, styles), timeZone };
  }

  /** A new draft without video, with the fields given; the others take the form's defaults. */
  async create(actorId: string, input: Partial<Fields> & { title: string }): Promise<StudioClassAnswer> {
    const styles = await this.styles();
    const id = await this.deps.db.transaction(async (tx) => {
      const newId = await createDraftClass(tx, { title: input.title });
      const record = await this.deps.repository.find(newId, tx);
      if (!record) throw new Error('the new class is not there');
      await this.writeFields(tx, record, input, styles);
      const after = await this.deps.repository.find(newId, tx);
      await recordStudioChange(tx, {
        actorId,
        action: 'class.create',
        target: `class:${newId}`,
        before: null,
        after: after && this.toStudioClass(after, styles),
      });
      return newId;
    });
    return this.get(id);
  }

  update(actorId: string, id: string, patch: Partial<Fields>): Promise<StudioClassAnswer> {
    return this.change(actorId, id, 'class.update', (tx, record, styles) =>
      this.writeFields(tx, record, patch, styles),
    );
  }

  /** Publishes now, or schedules at `publishAt` (wall-clock time in the studio's zone, ahead of now). */
  async publish(actorId: string, id: string, publishAt: string | undefined): Promise<StudioClassAnswer> {
    const at =
      publishAt === undefined ? new Date(this.clock()) : await this.scheduledInstant(publishAt, 'publishAt');
    return this.change(actorId, id, publishAt === undefined ? 'class.publish' : 'class.schedule', (tx) =>
      this.deps.repository.update(tx, id, { state: 'published', publishedAt: at }, new Date(this.clock())),
    );
  }

  /** Back to a draft: members no longer see it (their favourites and progress stay). */
  unpublish(actorId: string, id: string): Promise<StudioClassAnswer> {
    return this.change(actorId, id, 'class.unpublish', (tx) =>
      this.deps.repository.update(tx, id, { state: 'draft' }, new Date(this.clock())),
    );
  }

  /** Deletes a draft (a published or scheduled class is unpublished first: decision 038). */
  async remove(actorId: string, id: string): Promise<void> {
    const styles = await this.styles();
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repository.lock(tx, id))) throw new HttpError(404, studioClassMessages.notFound);
      const record = (await this.deps.repository.find(id, tx)) as StudioClassRecord;
      if (record.state !== 'draft')
        throw new HttpError(409, studioClassMessages.deletePublished, 'published');
      await this.deps.repository.remove(tx, id);
      await recordStudioChange(tx, {
        actorId,
        action: 'class.delete',
        target: `class:${id}`,
        before: this.toStudioClass(record, styles),
        after: null,
      });
    });
  }

  /** The same changes to every selected class, in one transaction: all of them or none. */
  async bulkEdit(actorId: string, edit: StudioBulkEdit): Promise<{ updated: number }> {
    const problems: Record<string, string> = {};
    edit.addTags?.forEach((tag, index) => {
      const problem = extraTagProblem(tag);
      if (problem) problems[`addTags.${index}`] = problem;
    });
    if (Object.keys(problems).length > 0) throw invalidFields(problems);
    const at =
      edit.publishAt === undefined ? undefined : await this.scheduledInstant(edit.publishAt, 'publishAt');
    const styles = await this.styles();
    const ids = [...new Set(edit.ids)];
    const now = new Date(this.clock());
    let seenByMembers = false;
    await this.deps.db.transaction(async (tx) => {
      const records = await this.deps.repository.findForUpdate(tx, ids);
      if (records.length !== ids.length) throw new HttpError(404, studioClassMessages.bulkMissing);
      for (const record of records) {
        const before = this.toStudioClass(record, styles);
        const current = classTagFields(record.tags, styles);
        const removed = new Set(edit.removeTags ?? []);
        const tags = [...current.tags, ...(edit.addTags ?? [])].filter((tag) => !removed.has(tag));
        const patch: Partial<Fields> = { tags };
        if (edit.level !== undefined) patch.level = edit.level;
        if (edit.instructor !== undefined) patch.instructor = edit.instructor;
        if (edit.access !== undefined) patch.access = edit.access;
        await this.writeFields(tx, record, patch, styles);
        if (at)
          await this.deps.repository.update(tx, record.id, { state: 'published', publishedAt: at }, now);
        const after = (await this.deps.repository.find(record.id, tx)) as StudioClassRecord;
        seenByMembers ||= record.state === 'published' || after.state === 'published';
        await recordStudioChange(tx, {
          actorId,
          action: 'class.bulk-edit',
          target: `class:${record.id}`,
          before,
          after: this.toStudioClass(after, styles),
        });
      }
    });
    if (seenByMembers) await this.deps.refreshCatalog();
    return { updated: ids.length };
  }

  /** Locks the class, applies the change, writes the audit entry; rebuilds the catalogue when members could see it. */
  private async change(
    actorId: string,
    id: string,
    action: ChangeAction,
    apply: (tx: Db, record: StudioClassRecord, styles: ReadonlySet<string>) => Promise<void>,
  ): Promise<StudioClassAnswer> {
    const styles = await this.styles();
    const seenByMembers = await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repository.lock(tx, id))) throw new HttpError(404, studioClassMessages.notFound);
      const record = (await this.deps.repository.find(id, tx)) as StudioClassRecord;
      await apply(tx, record, styles);
      const after = (await this.deps.repository.find(id, tx)) as StudioClassRecord;
      await recordStudioChange(tx, {
        actorId,
        action,
        target: `class:${id}`,
        before: this.toStudioClass(record, styles),
        after: this.toStudioClass(after, styles),
      });
      return record.state === 'published' || after.state === 'published';
    });
    if (seenByMembers) await this.deps.refreshCatalog();
    return this.get(id);
  }

  /** Checks the fields given against the catalogue, then writes them with the ones not given kept. */
  private async writeFields(
    tx: Db,
    record: StudioClassRecord,
    patch: Partial<Fields>,
    styles: ReadonlySet<string>,
  ): Promise<void> {
    const current = this.toStudioClass(record, styles);
    const problems: Record<string, string> = {};
    if (patch.style && !styles.has(patch.style))
      problems.style = "is not one of the studio's styles (each style has its own tag playlist)";
    patch.tags?.forEach((tag, index) => {
      const problem = extraTagProblem(tag);
      if (problem) problems[`tags.${index}`] = problem;
    });
    if (patch.trailerId) {
      if (patch.trailerId === record.id) problems.trailerId = studioClassMessages.trailerSelf;
      else if (!(await this.deps.repository.exists(patch.trailerId, tx)))
        problems.trailerId = studioClassMessages.trailerMissing;
    }
    if (Object.keys(problems).length > 0) throw invalidFields(problems);

    const merged = {
      instructor: patch.instructor !== undefined ? patch.instructor : current.instructor,
      level: patch.level !== undefined ? patch.level : current.level,
      style: patch.style !== undefined ? patch.style : current.style,
      tags: patch.tags ?? current.tags,
    };
    const values: StudioClassWrite = {
      tags: tagsOfClassFields(merged),
      cardTags: cardTagsWithLevel(record.cardTags, merged.level),
    };
    if (patch.title !== undefined) values.title = patch.title;
    if (patch.description !== undefined) values.description = patch.description;
    if (patch.genre !== undefined) values.genre = patch.genre;
    if (patch.contentType !== undefined) values.contentType = patch.contentType;
    if (patch.trailerId !== undefined) values.trailerId = patch.trailerId;
    if (patch.access !== undefined) {
      values.productIds = productIdsFor(patch.access, record.productIds);
      await this.deps.repository.setInTier(tx, record.id, 'free', patch.access === 'free');
      await this.deps.repository.setInTier(tx, record.id, 'sampler', patch.access === 'sampler');
    }
    await this.deps.repository.update(tx, record.id, values, new Date(this.clock()));
  }

  /** The instant a wall-clock time in the studio's zone stands for; it must be ahead of now. */
  private async scheduledInstant(localTime: string, field: string): Promise<Date> {
    const [day, time] = localTime.split('T') as [string, string];
    const seconds = Number(time.slice(6) || 0);
    const at = new Date(
      zonedInstant(day, time.slice(0, 5), await this.deps.timeZone()).getTime() + seconds * 1_000,
    );
    if (at.getTime() <= this.clock()) throw invalidFields({ [field]: studioClassMessages.publishAtPast });
    return at;
  }
}

/** Free classes carry no offer (they play for everyone in every access model); others keep theirs or take the membership's. */
function productIdsFor(access: ClassAccess, productIds: string | null): string | null {
  if (access === 'free') return null;
  return productIds?.trim() ? productIds : MEMBERS_OFFER;
}
