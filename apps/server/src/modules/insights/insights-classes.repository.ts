import { ALMOST_COMPLETE, type InsightsLiveClassRow, type PlayerEventKind } from '@releve/contracts';
import type { Db } from '@releve/db';
import { sql } from 'drizzle-orm';
import {
  type InsightsWindow,
  instant,
  type Rows,
  rawSinceCte,
  rawWithin,
  rolledWithin,
  stepOf,
  studioDay,
} from './insights-window';

export interface MarkRow {
  key: string;
  kind: PlayerEventKind;
  playbacks: number;
  /** Playbacks times the class's length (seconds). */
  seconds: number;
}

export interface ProgramFacts {
  programId: string;
  name: string;
  activeMembers: number;
  started: number;
  finished: number;
  sections: { sectionId: string; name: string; members: number }[];
}

/**
 * The Classes tab's set-based reads (decision 058): player events (playback's raw rows, and the
 * analytics rollups before them), progress and classes taken inside programs (library's), program
 * trees (catalog's) and live reservations and joins (live's). Read only; the insights own no rows.
 */
export class InsightsClassesRepository {
  constructor(private readonly db: Db) {}

  private marks(window: InsightsWindow) {
    return sql`${rawSinceCte('player_event')},
      marks as (
        select ${studioDay(sql`e.created_at`, window.timeZone)} as day, e.media_id, e.kind,
          count(distinct e.playback_id)::int as playbacks
        from player_event e, raw_since where ${rawWithin(sql`e.created_at`, window)}
        group by 1, 2, 3
        union all
        select d.day, d.media_id, d.kind, d.playbacks from player_event_daily d, raw_since
        where ${rolledWithin(sql`d.day`, window)})`;
  }

  /** Marks per studio day (both periods) and kind. */
  async marksByDay(window: InsightsWindow): Promise<MarkRow[]> {
    const { rows } = (await this.db.execute(sql`with ${this.marks(window)}
      select m.day::text as key, m.kind, sum(m.playbacks)::int as playbacks,
        coalesce(sum(m.playbacks * mi.duration_seconds), 0)::float8 as seconds
      from marks m left join media_item mi on mi.id = m.media_id
      group by 1, 2`)) as unknown as Rows<MarkRow>;
    return rows;
  }

  /** Marks per class over the period (not the one before), with the class's title. */
  async marksByClass(window: InsightsWindow): Promise<(MarkRow & { title: string | null })[]> {
    const { rows } = (await this.db.execute(sql`with ${this.marks(window)}
      select m.media_id as key, min(mi.title) as title, m.kind, sum(m.playbacks)::int as playbacks,
        coalesce(sum(m.playbacks * mi.duration_seconds), 0)::float8 as seconds
      from marks m left join media_item mi on mi.id = m.media_id
      where m.day >= ${window.from}::date
      group by m.media_id, m.kind`)) as unknown as Rows<MarkRow & { title: string | null }>;
    return rows;
  }

  /**
   * Signed-in members who played something, per step of the range and over each period, from the raw
   * rows (the rollups keep no viewers); `since` is the first whole studio day they cover, null with none.
   */
  async viewers(window: InsightsWindow) {
    const { rows } = (await this.db.execute(sql`with ${rawSinceCte('player_event')},
      seen as (select user_id, created_at, ${studioDay(sql`created_at`, window.timeZone)} as day
        from player_event, raw_since where user_id is not null and ${rawWithin(sql`created_at`, window)}),
      stepped as (select user_id, ${stepOf(sql`day`, window)} as step from seen where created_at >= ${instant(window.split)})
      select 'step' as what, step::text as day, count(distinct user_id)::int as viewers from stepped group by step
      union all
      select 'period', null, count(distinct user_id) filter (where created_at >= ${instant(window.split)})::int from seen
      union all
      select 'previous', null, count(distinct user_id) filter (where created_at < ${instant(window.split)})::int from seen
      union all
      select 'since', case when at = 'infinity' then null
        else ((at at time zone ${window.timeZone}) - interval '1 microsecond' + interval '1 day')::date::text end,
        0 from raw_since`)) as unknown as Rows<{
      what: 'step' | 'period' | 'previous' | 'since';
      day: string | null;
      viewers: number;
    }>;
    const perStep = new Map<string, number>();
    let period = 0;
    let previous = 0;
    let since: string | null = null;
    for (const row of rows) {
      if (row.what === 'step' && row.day) perStep.set(row.day, row.viewers);
      else if (row.what === 'period') period = row.viewers;
      else if (row.what === 'previous') previous = row.viewers;
      else if (row.what === 'since') since = row.day;
    }
    return { perStep, period, previous, since };
  }

  /**
   * Each program members worked on or started in the period: active members (progress saved or a
   * lesson taken inside it), members who started it (their first lesson), and of those, how many
   * completed each section (every one of its lessons, done as the drip rule counts it) and all of them.
   */
  async programs(window: InsightsWindow): Promise<ProgramFacts[]> {
    const from = instant(window.split);
    const to = instant(window.end);
    const { rows } = (await this.db.execute(sql`with
      lessons as (
        select distinct ps.program_id, ps.position, ps.section_id, pi.media_id
        from program_section ps
        join section_playlist sp on sp.section_id = ps.section_id
        join playlist_item pi on pi.playlist_id = sp.playlist_id),
      sizes as (select program_id, position, count(distinct media_id)::int as lessons from lessons group by 1, 2),
      starters as (select user_id, program_id from program_state where started_at >= ${from} and started_at < ${to}),
      done as (
        select v.user_id, v.program_id, v.media_id from video_state v
          join starters s on s.user_id = v.user_id and s.program_id = v.program_id
          where v.program_id is not null and (v.completed or v.last_time >= ${ALMOST_COMPLETE} * v.duration)
        union
        select w.user_id, w.program_id, w.media_id from watched_video w
          join starters s on s.user_id = w.user_id and s.program_id = w.program_id
          where w.program_id is not null),
      sections_done as (
        select d.user_id, l.program_id, l.position from done d
          join lessons l on l.program_id = d.program_id and l.media_id = d.media_id
          group by 1, 2, 3
          having count(distinct d.media_id) = (select lessons from sizes z where z.program_id = l.program_id and z.position = l.position)),
      finishers as (
        select program_id, count(*)::int as finished from (
          select user_id, program_id from sections_done group by 1, 2
          having count(*) = (select count(*) from sizes z where z.program_id = sections_done.program_id)) f
        group by 1),
      active as (
        select program_id, count(distinct user_id)::int as members from (
          select user_id, program_id from video_state
            where program_id is not null and updated_at >= ${from} and updated_at < ${to}
          union all
          select user_id, program_id from watched_video
            where program_id is not null and created_at >= ${from} and created_at < ${to}) a
        group by 1),
      started as (select program_id, count(*)::int as started from starters group by 1)
      select p.id as "programId", p.name,
        coalesce(a.members, 0) as "activeMembers", coalesce(st.started, 0) as started,
        coalesce(f.finished, 0) as finished,
        coalesce((select json_agg(json_build_object('sectionId', ps.section_id, 'name', sec.name,
            'members', (select count(*) from sections_done sd where sd.program_id = p.id and sd.position = ps.position))
            order by ps.position)
          from program_section ps join section sec on sec.id = ps.section_id where ps.program_id = p.id), '[]') as sections
      from program p
      left join active a on a.program_id = p.id
      left join started st on st.program_id = p.id
      left join finishers f on f.program_id = p.id
      where a.members > 0 or st.started > 0
      order by coalesce(a.members, 0) desc, p.name`)) as unknown as Rows<ProgramFacts>;
    return rows.map((row) => ({
      ...row,
      sections: typeof row.sections === 'string' ? JSON.parse(row.sections) : row.sections,
    }));
  }

  /** The live classes held (not cancelled) in each period, with their reservations and joins. */
  async liveClasses(window: InsightsWindow): Promise<(InsightsLiveClassRow & { previous: boolean })[]> {
    const { rows } = (await this.db.execute(sql`select c.id as "classId", c.name, c.starts_at as "startsAt",
        c.capacity, c.starts_at < ${instant(window.split)} as previous,
        (select count(*) from live_class_rsvp r where r.class_id = c.id)::int as reservations,
        (select count(*) from live_class_attendance a where a.class_id = c.id)::int as attended,
        (select count(*) from live_class_attendance a
          join live_class_rsvp r on r.class_id = a.class_id and r.user_id = a.user_id
          where a.class_id = c.id)::int as "reservedAndAttended"
      from live_class c
      where c.cancelled_at is null and c.starts_at >= ${instant(window.start)} and c.starts_at < ${instant(window.end)}
      order by c.starts_at`)) as unknown as Rows<
      Omit<InsightsLiveClassRow, 'startsAt'> & { startsAt: string | Date; previous: boolean }
    >;
    return rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt).toISOString() }));
  }
}
