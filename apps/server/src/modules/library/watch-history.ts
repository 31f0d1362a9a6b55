import { MEMBER_PAGE_LIMIT, type MemberWatch } from '@releve/contracts';
import { DEVICE_KINDS } from '@releve/contracts/viewport';
import type { Db } from '@releve/db';
import { sql } from 'drizzle-orm';
import type { CatalogReader } from './library.service';

interface WatchRow {
  media_id: string;
  last_at: string | Date;
  completion: number | string | null;
  furthest: number | string;
  finished: number | string;
  seen: number | string | null;
  device: string | null;
}

const isDevice = (value: string | null): value is MemberWatch['device'] & string =>
  value !== null && (DEVICE_KINDS as readonly string[]).includes(value);

/**
 * A member's watch history for their page in the console (decision 048): each class they have
 * progress in, latest first. Minutes are the furthest point of each viewing the player reported,
 * added up (never less than where the member is now); completion is where they are now (1 once
 * finished); the device is the one of their latest viewing. One query: the progress rows grouped per
 * class, with the finishes and the player's events of each class read by the member's own indexes.
 */
export async function watchHistory(
  db: Db,
  catalog: Pick<CatalogReader, 'getMediaSummary'>,
  userId: string,
): Promise<MemberWatch[]> {
  const result = await db.execute(sql`
    select vs.media_id, max(vs.updated_at) as last_at,
      max(case when vs.completed then 1 else least(vs.last_time / nullif(vs.duration, 0), 1) end) as completion,
      max(vs.last_time) as furthest,
      (select count(*) from watched_video w where w.user_id = ${userId} and w.media_id = vs.media_id) as finished,
      (select sum(v.furthest) from (
        select max(pe.position) as furthest from player_event pe
        where pe.user_id = ${userId} and pe.media_id = vs.media_id group by pe.playback_id
      ) v) as seen,
      (select pe.device from player_event pe
        where pe.user_id = ${userId} and pe.media_id = vs.media_id and pe.device is not null
        order by pe.created_at desc, pe.id desc limit 1) as device
    from video_state vs
    where vs.user_id = ${userId}
    group by vs.media_id
    order by last_at desc
    limit ${MEMBER_PAGE_LIMIT}`);
  return (result as unknown as { rows: WatchRow[] }).rows.map((row) => {
    const seconds = Math.max(Number(row.seen ?? 0), Number(row.furthest));
    return {
      mediaId: row.media_id,
      title: catalog.getMediaSummary(row.media_id)?.title ?? row.media_id,
      lastWatchedAt: new Date(row.last_at).toISOString(),
      minutes: Math.round(seconds / 6) / 10,
      completion: Math.min(1, Math.max(0, Number(row.completion ?? 0))),
      timesFinished: Number(row.finished),
      device: isDevice(row.device) ? row.device : null,
    };
  });
}
