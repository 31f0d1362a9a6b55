import {
  studioCollectionMessages as messages,
  type StudioSeries,
  type StudioSeriesList,
  type StudioSeriesWrite,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { HttpError, invalidFields } from '../../plugins/errors';
import { recordStudioChange } from '../accounts/accounts.module';
import { createDraftClass } from './draft-classes';
import { freeSlug } from './studio-collections.service';
import { asPicked, pickedClasses } from './studio-picked-classes';
import type { SeriesRecord, StudioSeriesRepository } from './studio-series.repository';

export interface StudioSeriesDeps {
  db: Db;
  repository: StudioSeriesRepository;
  refreshCatalog: () => Promise<void>;
}

/**
 * Series (decision 045): seasons and episodes saved whole in one transaction with the audit entry,
 * the catalogue rebuilt before answering. A class is an episode of one series at most: picking one
 * from another series is refused, naming it. A new series is a draft until the studio shows it.
 */
export class StudioSeriesService {
  constructor(private readonly deps: StudioSeriesDeps) {}

  async list(q: string): Promise<StudioSeriesList> {
    return { series: await this.deps.repository.list(q) };
  }

  private async answer(record: SeriesRecord, db: Db): Promise<StudioSeries> {
    const classes = await pickedClasses(
      db,
      record.seasons.flatMap((season) => season.episodeIds),
    );
    const { seasons, ...fields } = record;
    return {
      ...fields,
      seasons: seasons.map((season) => ({
        title: season.title,
        episodes: season.episodeIds.flatMap((id) => {
          const found = classes.get(id);
          return found ? [asPicked(found)] : [];
        }),
      })),
    };
  }

  async get(id: string, db: Db = this.deps.db) {
    const record = await this.deps.repository.read(id, db);
    if (!record) throw new HttpError(404, messages.seriesNotFound);
    return { series: await this.answer(record, db) };
  }

  private async change(work: (tx: Db) => Promise<string | undefined>) {
    const id = await this.deps.db.transaction(work);
    await this.deps.refreshCatalog();
    return id;
  }

  async create(actorId: string, title: string) {
    const id = await this.change(async (tx) => {
      const newId = await freeSlug(title, '', (candidate) => this.deps.repository.idTaken(tx, candidate));
      const mediaId = await createDraftClass(tx, { title });
      await this.deps.repository.insert(tx, newId, mediaId);
      const after = (await this.get(newId, tx)).series;
      await recordStudioChange(tx, {
        actorId,
        action: 'series.create',
        target: `series:${newId}`,
        before: null,
        after,
      });
      return newId;
    });
    return this.get(id as string);
  }

  /** Checks each episode (a class, not another series'), then writes the series whole. */
  async save(actorId: string, id: string, write: StudioSeriesWrite) {
    await this.change(async (tx) => {
      const record = await this.deps.repository.read(id, tx, true);
      if (!record) throw new HttpError(404, messages.seriesNotFound);
      const before = await this.answer(record, tx);
      const ids = write.seasons.flatMap((season) => season.episodes);
      const known = await pickedClasses(tx, ids);
      const others = await this.deps.repository.seriesTitles(
        tx,
        [...known.values()].flatMap((found) =>
          found.seriesId && found.seriesId !== id ? [found.seriesId] : [],
        ),
      );
      const problems: Record<string, string> = {};
      for (const [i, season] of write.seasons.entries())
        season.episodes.forEach((episodeId, j) => {
          const found = known.get(episodeId);
          const field = `seasons.${i}.episodes.${j}`;
          if (!found) problems[field] = messages.unknownClass;
          else if (found.seriesId && found.seriesId !== id)
            problems[field] = messages.episodeElsewhere(others.get(found.seriesId) ?? found.seriesId);
        });
      if (Object.keys(problems).length) throw invalidFields(problems);
      await this.deps.repository.write(tx, record, write);
      const after = (await this.get(id, tx)).series;
      await recordStudioChange(tx, {
        actorId,
        action: 'series.update',
        target: `series:${id}`,
        before,
        after,
      });
      return id;
    });
    return this.get(id);
  }

  /** Deletes the series; its episodes stay as plain classes. */
  async delete(actorId: string, id: string): Promise<void> {
    await this.change(async (tx) => {
      const record = await this.deps.repository.read(id, tx, true);
      if (!record) throw new HttpError(404, messages.seriesNotFound);
      const before = await this.answer(record, tx);
      await this.deps.repository.detach(tx, id, []);
      await this.deps.repository.delete(tx, record);
      await recordStudioChange(tx, {
        actorId,
        action: 'series.delete',
        target: `series:${id}`,
        before,
        after: null,
      });
      return undefined;
    });
  }
}
