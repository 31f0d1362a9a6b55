import {
  ALMOST_COMPLETE,
  catalogErrors,
  type DripFacts,
  type ProgramLocks,
  type SectionLock,
  sectionLocks,
} from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../plugins/errors';
import type { CatalogService } from '../catalog/catalog.module';

const { programState, videoState, watchedVideo } = schema;

/**
 * Which sections of a program are open to a member (decision 042): the catalogue's drip rules with
 * the member's own facts, read from their rows: when they started the program (their program state's
 * first save) and the classes they completed inside it (progress or a class taken with the program's
 * id, by class, so a lesson moved or a module renamed keeps what was done).
 */
export class ProgramLockService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  async facts(userId: string | undefined, programId: string): Promise<DripFacts> {
    if (!userId) return { startedAt: null, completedMediaIds: new Set() };
    const [row] = await this.db
      .select({
        startedAt: sql<string | null>`(select ${programState.startedAt}::text from ${programState}
          where ${programState.userId} = ${userId} and ${programState.programId} = ${programId})`,
        completed: sql<string[] | null>`(select array_agg(distinct media_id) from (
          select ${videoState.mediaId} as media_id from ${videoState}
            where ${videoState.userId} = ${userId} and ${videoState.programId} = ${programId}
              and (${videoState.completed} or ${videoState.lastTime} >= ${ALMOST_COMPLETE} * ${videoState.duration})
          union all
          select ${watchedVideo.mediaId} from ${watchedVideo}
            where ${watchedVideo.userId} = ${userId} and ${watchedVideo.programId} = ${programId}) done)`,
      })
      .from(sql`(select 1) as one`);
    return {
      startedAt: row?.startedAt ? Date.parse(row.startedAt) : null,
      completedMediaIds: new Set(row?.completed ?? []),
    };
  }

  /** Every section's lock for the member now; 404 for a program members do not see. */
  async locks(userId: string, programId: string): Promise<ProgramLocks> {
    const course = this.catalog.getCourse(programId);
    if (!course) throw new HttpError(404, catalogErrors.programNotFound);
    const facts = await this.facts(userId, programId);
    const locked: ProgramLocks['locked'] = {};
    for (const [sectionId, lock] of sectionLocks(course, facts, this.catalog.now()))
      if (lock.locked) locked[sectionId] = lock;
    return {
      programId,
      startedAt: facts.startedAt === null ? null : new Date(facts.startedAt).toISOString(),
      locked,
    };
  }

  /** The lock of one section for a viewer (none for a visitor's facts); undefined when no such section. */
  async sectionLock(
    userId: string | undefined,
    programId: string,
    sectionId: string,
  ): Promise<SectionLock | undefined> {
    const course = this.catalog.getCourse(programId);
    if (!course?.sections.some((section) => section.id === sectionId)) return undefined;
    const facts = await this.facts(userId, programId);
    return sectionLocks(course, facts, this.catalog.now()).get(sectionId);
  }
}
