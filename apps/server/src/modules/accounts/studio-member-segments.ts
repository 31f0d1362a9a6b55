import {
  DAY_PASS_HOURS,
  MEMBER_SEGMENTS,
  type MemberSegment,
  type StudioMemberCsvQuery,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { type SQL, sql } from 'drizzle-orm';

/*
 * Who is in which segment of the Members list (decision 047): each segment's SQL, written once and
 * used for the filter, the counts and a row's segments alike.
 */

/** `%` and `_` typed in the search box are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Each segment as a condition on the flags `memberFlags` computes (decision 047 says each in words;
 * keep the two alike). `none` is "holds nothing": no running product, no unused day pass, no
 * subscription still running.
 */
const segmentCondition: Record<MemberSegment, SQL> = {
  trial: sql`f.trial`,
  // The rules' subscriber (a running recurring product, isSubscriber / hasRenewingLiveAccess), unless
  // billing says it is a trial, waits on a failed payment, or ends: those are segments of their own.
  subscription: sql`(f.renewing and not f.trial and not f.past_due and not f.cancelled and not f.paused)`,
  pass: sql`f.pass`,
  'day-passes': sql`f.day_passes > 0`,
  'past-due': sql`f.past_due`,
  cancelled: sql`f.cancelled`,
  paused: sql`f.paused`,
  'newsletter-pass': sql`f.newsletter_pass`,
  none: sql`(not f.holds_product and f.day_passes = 0 and not f.running_subscription and not f.paused)`,
};

/**
 * One row per matching member with what puts them in each segment, from one pass over the members and
 * one grouped pass each over the subscriptions not ended and the products still running (hash joins:
 * no per-member lookups, so 50,000 members cost one scan of each table).
 */
function memberFlags(filter: { q?: string | undefined; id?: string }, now: Date): SQL {
  const at = now.toISOString();
  const { q, id } = filter;
  const search = id
    ? sql`where u.id = ${id}`
    : q
      ? sql`where (u.email ilike ${likePattern(q)} or (u.first_name || ' ' || u.last_name) ilike ${likePattern(q)} or u.name ilike ${likePattern(q)})`
      : sql``;
  const day = sql.raw(`interval '${DAY_PASS_HOURS} hours'`);
  return sql`(
    select u.id, u.created_at, u.unused_day_passes as day_passes,
      coalesce(s.trial, false) as trial,
      coalesce(s.past_due, false) as past_due,
      coalesce(s.cancelled, false) as cancelled,
      coalesce(s.paused, false) as paused,
      coalesce(s.running, false) as running_subscription,
      coalesce(p.pass, false) as pass,
      coalesce(p.renewing, false) as renewing,
      (p.user_id is not null) as holds_product,
      ('pass24' = any(u.tags) and coalesce(p.short_on_demand and not p.live, false)) as newsletter_pass
    from "user" u
    left join (
      select user_id,
        bool_or(status = 'free-trial' and current_period_end > ${at}) as trial,
        bool_or(status = 'past_due') as past_due,
        bool_or(status in ('free-trial', 'recurrent') and cancel_at_period_end and current_period_end > ${at}) as cancelled,
        bool_or(paused_until > ${at}) as paused,
        bool_or(status = 'past_due' or (status in ('free-trial', 'recurrent') and current_period_end > ${at})) as running
      from subscription where ended_at is null and user_id is not null group by user_id
    ) s on s.user_id = u.id
    left join (
      select user_id,
        bool_or(not is_recurring and source <> 'day-pass' and expires_at - created_at > ${day}) as pass,
        bool_or(is_recurring) as renewing,
        bool_or(type = 'live') as live,
        bool_or(type = 'on-demand' and expires_at - created_at <= ${day}) as short_on_demand
      from product where expires_at > ${at} group by user_id
    ) p on p.user_id = u.id
    ${search}
  ) f`;
}

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type Counts = Record<MemberSegment | 'all', number>;

/** The counts a row carries (`count(*)` comes back as a bigint: a string on node-postgres). */
export const countsOf = (row: Record<string, unknown>): Counts =>
  Object.fromEntries([
    ['all', Number(row.all)],
    ...MEMBER_SEGMENTS.map((segment) => [segment, Number(row[`n_${segment}`])]),
  ]) as Counts;

/** How many members match the search, in all and in each segment: one query, `count(*) filter`. */
export async function memberCounts(db: Db, q: string | undefined, now: Date): Promise<Counts> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${countColumns(sql``)} from ${memberFlags({ q }, now)}`),
  );
  return countsOf(row ?? {});
}

/** `count(*) filter` of every segment and of all, as columns named `all` and by segment. */
const countColumns = (over: SQL) =>
  sql.join(
    [
      sql`count(*) ${over} as "all"`,
      ...MEMBER_SEGMENTS.map(
        (segment) =>
          sql`count(*) filter (where ${segmentCondition[segment]}) ${over} as ${sql.identifier(`n_${segment}`)}`,
      ),
    ],
    sql`, `,
  );

/**
 * The ids of the matching members, newest first (the id breaks ties, so pages never overlap), with
 * their segments; `counted`: each row carries the search's counts too (window counts, taken before the
 * segment's filter), so a page and its counts cost one pass over the members. `id`: that one member only.
 */
export function matchingIds(
  query: StudioMemberCsvQuery & { id?: string },
  now: Date,
  limit: number | null,
  offset: number,
  counted = false,
): SQL {
  // The segment's own column, computed by the inner select from `segmentCondition`.
  const where = query.segment ? sql`where ${sql.identifier(query.segment)}` : sql``;
  const segments = sql.join(
    MEMBER_SEGMENTS.map((segment) => sql`${segmentCondition[segment]} as ${sql.identifier(segment)}`),
    sql`, `,
  );
  const counts = counted ? sql`, ${countColumns(sql`over ()`)}` : sql``;
  return sql`select * from (select f.id, f.created_at, ${segments}${counts} from ${memberFlags(query, now)}) f
    ${where}
    order by f.created_at desc, f.id desc ${limit === null ? sql`` : sql`limit ${limit}`} offset ${offset}`;
}
