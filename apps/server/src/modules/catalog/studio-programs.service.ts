import {
  RESERVED_PROGRAM_IDS,
  type StudioChangeAction,
  type StudioLessonHit,
  type StudioProgramAnswer,
  type StudioProgramList,
  type StudioProgramWrite,
  type StudioResourceList,
  slugify,
  studioClassQuerySchema,
  studioProgramMessages,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { HttpError, invalidFields } from '../../plugins/errors';
import { recordStudioChange } from '../accounts/accounts.module';
import type { StudioClassesService } from './studio-classes.service';
import { asWrite, toStudioProgram, treeProblems, writeTree } from './studio-program-tree';
import type { StudioProgramsRepository } from './studio-programs.repository';

export interface StudioProgramsDeps {
  db: Db;
  repository: StudioProgramsRepository;
  classes: StudioClassesService;
  timeZone: () => Promise<string>;
  /** Rebuilds this process's catalogue and waits (other processes hear the database's notice). */
  refreshCatalog: () => Promise<void>;
}

/**
 * The Programs builder's rules (decision 042): every change one transaction with its audit entry
 * (`recordStudioChange`, as the classes' changes), whole or refused with a message per field; the
 * members' catalogue rebuilt before answering whenever they could see the change.
 */
export class StudioProgramsService {
  constructor(private readonly deps: StudioProgramsDeps) {}

  async list(): Promise<StudioProgramList> {
    const rows = await this.deps.repository.list();
    return {
      programs: rows.map((row) => ({
        ...row,
        state: row.state as StudioProgramList['programs'][number]['state'],
        level: row.level as StudioProgramList['programs'][number]['level'],
      })),
    };
  }

  async get(id: string, db: Db = this.deps.db): Promise<StudioProgramAnswer> {
    const [record, timeZone] = await Promise.all([this.deps.repository.read(id, db), this.deps.timeZone()]);
    if (!record) throw new HttpError(404, studioProgramMessages.notFound);
    return { program: toStudioProgram(record, timeZone), timeZone };
  }

  /** A slug of the name no program has (nor a route of the builder): `barre-basics`, `barre-basics-2`... */
  private async freeId(tx: Db, name: string): Promise<string> {
    const base = slugify(name).slice(0, 60) || 'program';
    for (let n = 1; ; n++) {
      const id = n === 1 ? base : `${base}-${n}`;
      if ((RESERVED_PROGRAM_IDS as readonly string[]).includes(id)) continue;
      if (!(await this.deps.repository.idTaken(tx, id))) return id;
    }
  }

  async create(actorId: string, name: string): Promise<StudioProgramAnswer> {
    const timeZone = await this.deps.timeZone();
    const id = await this.deps.db.transaction(async (tx) => {
      const newId = await this.freeId(tx, name);
      await this.deps.repository.insertProgram(tx, newId, name);
      const after = await this.deps.repository.read(newId, tx);
      await recordStudioChange(tx, {
        actorId,
        action: 'program.create',
        target: `program:${newId}`,
        before: null,
        after: after && toStudioProgram(after, timeZone),
      });
      return newId;
    });
    return this.get(id);
  }

  /** Saves the whole program as the builder sends it. */
  async save(actorId: string, id: string, write: StudioProgramWrite): Promise<StudioProgramAnswer> {
    const timeZone = await this.deps.timeZone();
    const published = await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repository.lock(tx, id)))
        throw new HttpError(404, studioProgramMessages.notFound);
      const before = await this.deps.repository.read(id, tx);
      if (!before) throw new HttpError(404, studioProgramMessages.notFound);
      const problems = await treeProblems(tx, this.deps.repository, id, write, before);
      if (Object.keys(problems).length) throw invalidFields(problems);
      await writeTree(tx, this.deps.repository, id, write, timeZone);
      await this.audit(tx, actorId, 'program.update', id, before, timeZone);
      return before.state === 'published';
    });
    if (published) await this.deps.refreshCatalog();
    return this.get(id);
  }

  private async audit(
    tx: Db,
    actorId: string,
    action: StudioChangeAction,
    id: string,
    before: Awaited<ReturnType<StudioProgramsRepository['read']>> | null,
    timeZone: string,
  ) {
    const after = await this.deps.repository.read(id, tx);
    await recordStudioChange(tx, {
      actorId,
      action,
      target: `program:${id}`,
      before: before && toStudioProgram(before, timeZone),
      after: after && toStudioProgram(after, timeZone),
    });
  }

  /** A copy to build on: the same fields, sections, drip, modules and lessons, unpublished; no resources. */
  async duplicate(actorId: string, id: string, name: string | undefined): Promise<StudioProgramAnswer> {
    const { program: source } = await this.get(id);
    const timeZone = await this.deps.timeZone();
    const copyName = name ?? `${source.name} (copy)`;
    const newId = await this.deps.db.transaction(async (tx) => {
      const created = await this.freeId(tx, copyName);
      await this.deps.repository.insertProgram(tx, created, copyName);
      await writeTree(
        tx,
        this.deps.repository,
        created,
        { ...asWrite(source, false), name: copyName },
        timeZone,
      );
      await this.audit(tx, actorId, 'program.duplicate', created, null, timeZone);
      return created;
    });
    return this.get(newId);
  }

  async setState(actorId: string, id: string, state: 'published' | 'retired'): Promise<StudioProgramAnswer> {
    const timeZone = await this.deps.timeZone();
    await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.repository.lock(tx, id)))
        throw new HttpError(404, studioProgramMessages.notFound);
      const before = await this.deps.repository.read(id, tx);
      if (!before) throw new HttpError(404, studioProgramMessages.notFound);
      const lessons = before.sections.flatMap((s) => s.modules.flatMap((m) => m.lessons));
      if (state === 'published' && lessons.length === 0)
        throw new HttpError(409, 'A program needs at least one lesson before it is published');
      await this.deps.repository.setState(tx, id, state);
      await this.audit(
        tx,
        actorId,
        state === 'published' ? 'program.publish' : 'program.retire',
        id,
        before,
        timeZone,
      );
    });
    await this.deps.refreshCatalog();
    return this.get(id);
  }

  /** The members' order of every program (the list's drag and drop, or its move menu). */
  async reorder(actorId: string, ids: readonly string[]): Promise<StudioProgramList> {
    await this.deps.db.transaction(async (tx) => {
      const all = (await this.deps.repository.programIds(tx)).map((row) => row.id);
      if (all.length !== ids.length || !all.every((id) => ids.includes(id)))
        throw invalidFields({ ids: studioProgramMessages.orderMismatch });
      const before = (await this.deps.repository.list(tx)).map((row) => row.id);
      await this.deps.repository.setPositions(tx, ids);
      await recordStudioChange(tx, {
        actorId,
        action: 'program.reorder',
        target: 'programs',
        before,
        after: ids,
      });
    });
    await this.deps.refreshCatalog();
    return this.list();
  }

  /** Classes to add as lessons, by title or id (drafts too: members see them once published). */
  async searchLessons(q: string): Promise<{ lessons: StudioLessonHit[] }> {
    const page = await this.deps.classes.list(
      studioClassQuerySchema.parse({ q: q || undefined, pageSize: 20, sort: 'title' }),
    );
    return {
      lessons: page.classes.map((found) => ({
        mediaId: found.id,
        title: found.title,
        durationSeconds: found.durationSeconds,
        posterId: found.posterId,
        classState: found.state === 'draft' ? 'draft' : 'published',
      })),
    };
  }

  async resources(): Promise<StudioResourceList> {
    return { resources: await this.deps.repository.allResources() };
  }
}
