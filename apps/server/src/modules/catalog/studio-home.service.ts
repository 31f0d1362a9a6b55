import {
  addDays,
  CLASS_LEVELS,
  type StudioHomeAnswer,
  type StudioHomePreviewAnswer,
  type StudioHomeRow,
  type StudioHomeWrite,
  studioHomeMessages,
  zonedDay,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { HttpError, invalidFields } from '../../plugins/errors';
import { recordStudioChange } from '../accounts/accounts.module';
import type { CatalogService } from './catalog.service';
import { loadRuleRankings } from './home-rule-rankings';
import type { StudioHomeRepository } from './studio-home.repository';
import { toStudioHome } from './studio-home-shape';
import { writeHome } from './studio-home-write';

export interface StudioHomeDeps {
  db: Db;
  repository: StudioHomeRepository;
  catalog: CatalogService;
  timeZone: () => Promise<string>;
  /** The studio's styles and instructors, as the classes editor offers them. */
  facets: () => Promise<{ styles: { style: string; name: string }[]; instructors: string[] }>;
  /** Rebuilds this process's catalogue and waits (other processes hear the database's notice). */
  refreshCatalog: () => Promise<void>;
}

/** Class of the Day as the editor lists it: the last week and the next two. */
const DAILY_BEFORE = 7;
const DAILY_AFTER = 14;

/**
 * The Home page editor's rules (decision 044): the home read as the editor edits it, published whole
 * in one transaction with its audit entry (or refused with a message per field, nothing saved), the
 * members' catalogue rebuilt before answering; Class of the Day set or cleared per day.
 */
export class StudioHomeService {
  constructor(private readonly deps: StudioHomeDeps) {}

  async get(): Promise<StudioHomeAnswer> {
    const { repository } = this.deps;
    const [stored, timeZone, choices, facets] = await Promise.all([
      repository.read(),
      this.deps.timeZone(),
      repository.choices(),
      this.deps.facets(),
    ]);
    const home = toStudioHome(stored, timeZone);
    const picked = home.rows.flatMap((row) => (row.content.kind === 'classes' ? row.content.mediaIds : []));
    const today = zonedDay(new Date(), timeZone);
    const [titles, daily] = await Promise.all([
      repository.titles(picked),
      repository.daily(addDays(today, -DAILY_BEFORE), addDays(today, DAILY_AFTER)),
    ]);
    return {
      ...home,
      timeZone,
      classTitles: Object.fromEntries(titles),
      ...choices,
      levels: [...CLASS_LEVELS],
      styles: facets.styles.map(({ style, name }) => ({ id: style, title: name })),
      instructors: facets.instructors,
      dailyClasses: daily,
    };
  }

  /** Every row's playlist, program or classes exists and is the members' to see: else a message per field. */
  private async referenceProblems(rows: readonly StudioHomeRow[]): Promise<Record<string, string>> {
    const choices = await this.deps.repository.choices();
    const playlists = new Set(choices.playlists.map((row) => row.id));
    const programs = new Set(choices.programs.map((row) => row.id));
    const picked = rows.flatMap((row) => (row.content.kind === 'classes' ? row.content.mediaIds : []));
    const titles = await this.deps.repository.titles(picked);
    const problems: Record<string, string> = {};
    rows.forEach(({ content }, index) => {
      const at = `rows.${index}.content`;
      if (content.kind === 'playlist' && !playlists.has(content.playlistId))
        problems[`${at}.playlistId`] = studioHomeMessages.unknownPlaylist;
      if (content.kind === 'program' && !programs.has(content.programId))
        problems[`${at}.programId`] = studioHomeMessages.unknownProgram;
      if (content.kind === 'programs')
        content.programIds.forEach((programId, position) => {
          if (!programs.has(programId))
            problems[`${at}.programIds.${position}`] = studioHomeMessages.unknownProgram;
        });
      if (content.kind === 'playlists')
        content.playlistIds.forEach((playlistId, position) => {
          if (!playlists.has(playlistId))
            problems[`${at}.playlistIds.${position}`] = studioHomeMessages.unknownPlaylist;
        });
      if (content.kind === 'classes')
        content.mediaIds.forEach((mediaId, position) => {
          if (!titles.has(mediaId)) problems[`${at}.mediaIds.${position}`] = studioHomeMessages.unknownClass;
        });
    });
    return problems;
  }

  async publish(actorId: string, write: StudioHomeWrite): Promise<StudioHomeAnswer> {
    const problems = await this.referenceProblems(write.rows);
    if (Object.keys(problems).length > 0) throw invalidFields(problems);
    const timeZone = await this.deps.timeZone();
    await this.deps.db.transaction(async (tx) => {
      const before = toStudioHome(await this.deps.repository.read(tx), timeZone);
      await writeHome(tx, before, write, timeZone);
      const after = toStudioHome(await this.deps.repository.read(tx), timeZone);
      await recordStudioChange(tx, { actorId, action: 'home.publish', target: 'home:page', before, after });
    });
    await this.deps.refreshCatalog();
    return this.get();
  }

  /** What each list row of a draft would show now: hand-picked classes that exist, a rule's finds. */
  async preview(rows: readonly StudioHomeRow[]): Promise<StudioHomePreviewAnswer> {
    const rules = rows.flatMap((row) => (row.content.kind === 'rule' ? [row.content.rule] : []));
    const rankings = await loadRuleRankings(this.deps.db, rules);
    return {
      rows: rows.map(({ content }) => {
        if (content.kind === 'classes') return { items: this.deps.catalog.itemsOf(content.mediaIds) };
        if (content.kind === 'playlists')
          return { playlists: this.deps.catalog.playlistTiles(content.playlistIds) };
        if (content.kind === 'rule')
          return {
            items: this.deps.catalog.ruleItemsNow({ rule: content.rule, limit: content.limit }, rankings),
          };
        return null;
      }),
    };
  }

  async setDaily(actorId: string, day: string, mediaId: string): Promise<StudioHomeAnswer> {
    const titles = await this.deps.repository.titles([mediaId]);
    if (!titles.has(mediaId)) throw invalidFields({ mediaId: studioHomeMessages.unknownClass });
    await this.deps.db.transaction(async (tx) => {
      const before = await this.deps.repository.dailyOf(tx, day);
      await this.deps.repository.setDaily(tx, day, mediaId);
      await recordStudioChange(tx, {
        actorId,
        action: 'home.daily',
        target: `daily:${day}`,
        before: before && { mediaId: before },
        after: { mediaId },
      });
    });
    await this.deps.refreshCatalog();
    return this.get();
  }

  async clearDaily(actorId: string, day: string): Promise<StudioHomeAnswer> {
    await this.deps.db.transaction(async (tx) => {
      const before = await this.deps.repository.dailyOf(tx, day);
      if (!before) throw new HttpError(404, 'No Class of the Day is set for that day');
      await this.deps.repository.clearDaily(tx, day);
      await recordStudioChange(tx, {
        actorId,
        action: 'home.daily',
        target: `daily:${day}`,
        before: { mediaId: before },
        after: null,
      });
    });
    await this.deps.refreshCatalog();
    return this.get();
  }
}
