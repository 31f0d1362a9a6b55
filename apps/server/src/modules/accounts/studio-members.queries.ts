import {
  DAY_PASS_HOURS,
  MEMBER_SEGMENTS,
  type MemberSegment,
  STUDIO_MEMBERS_PAGE_SIZE,
  type StudioMemberCsvQuery,
  type StudioMemberQuery,
  type StudioMemberRow,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { type SQL, sql } from 'drizzle-orm';
import { fullNameOf } from './membership.service';

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
  subscription: sql`(f.renewing and not f.trial and not f.past_due and not f.cancelled)`,
  pass: sql`f.pass`,
  'day-passes': sql`f.day_passes > 0`,
  'past-due': sql`f.past_due`,
  cancelled: sql`f.cancelled`,
  'newsletter-pass': sql`f.newsletter_pass`,
  none: sql`(not f.holds_product and f.day_passes = 0 and not f.running_subscription)`,
};

/**
 * One row per matching member with what puts them in each segment, from one pass over the members and
 * one grouped pass each over the subscriptions not ended and the products still running (hash joins:
 * no per-member lookups, so 50,000 members cost one scan of each table).
 */
function memberFlags(q: string | undefined, now: Date): SQL {
  const at = now.toISOString();
  const search = q
    ? sql`where (u.email ilike ${likePattern(q)} or (u.first_name || ' ' || u.last_name) ilike ${likePattern(q)} or u.name ilike ${likePattern(q)})`
    : sql``;
  const day = sql.raw(`interval '${DAY_PASS_HOURS} hours'`);
  return sql`(
    select u.id, u.created_at, u.unused_day_passes as day_passes,
      coalesce(s.trial, false) as trial,
      coalesce(s.past_due, false) as past_due,
      coalesce(s.cancelled, false) as cancelled,
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

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type Counts = Record<MemberSegment | 'all', number>;

/** The counts a row carries (`count(*)` comes back as a bigint: a string on node-postgres). */
const countsOf = (row: Record<string, unknown>): Counts =>
  Object.fromEntries([
    ['all', Number(row.all)],
    ...MEMBER_SEGMENTS.map((segment) => [segment, Number(row[`n_${segment}`])]),
  ]) as Counts;

/** How many members match the search, in all and in each segment: one query, `count(*) filter`. */
export async function memberCounts(db: Db, q: string | undefined, now: Date): Promise<Counts> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${countColumns(sql``)} from ${memberFlags(q, now)}`),
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
 * segment's filter), so a page and its counts cost one pass over the members.
 */
function matchingIds(
  query: StudioMemberCsvQuery,
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
  return sql`select * from (select f.id, f.created_at, ${segments}${counts} from ${memberFlags(query.q, now)}) f
    ${where}
    order by f.created_at desc, f.id desc ${limit === null ? sql`` : sql`limit ${limit}`} offset ${offset}`;
}

interface DetailRow {
  id: string;
  name: string;
  email: string;
  first_name: string;
  last_name: string;
  created_at: string | Date;
  staff_role: StudioMemberRow['staffRole'];
  unused_day_passes: number;
  offer_title: string | null;
  status: string | null;
  next_payment_at: string | Date | null;
  current_period_end: string | Date | null;
  cancel_at_period_end: boolean | null;
  grace_until: string | Date | null;
  pass_until: string | Date | null;
  renewing_type: 'on-demand' | 'live' | null;
  renewing_until: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

export type MatchedMember = Record<string, unknown> & { id: string };

/** The matching members in order with their segments: a page, or every one (`limit` null, the CSV). */
export async function matchingMembers(
  db: Db,
  query: StudioMemberCsvQuery,
  now: Date,
  limit: number | null,
  offset = 0,
): Promise<MatchedMember[]> {
  return rowsOf<MatchedMember>(await db.execute(matchingIds(query, now, limit, offset)));
}

/** What the matched members hold, read by id (a page, or a batch of the CSV), in their order. */
export async function memberRows(db: Db, matched: MatchedMember[], now: Date): Promise<StudioMemberRow[]> {
  if (matched.length === 0) return [];
  const ids = sql.join(
    matched.map((row) => sql`${row.id}`),
    sql`, `,
  );
  const at = now.toISOString();
  const details = rowsOf<DetailRow>(
    await db.execute(sql`
      select u.id, u.name, u.email, u.first_name, u.last_name, u.created_at, u.staff_role, u.unused_day_passes,
        s.title as offer_title, s.status, s.next_payment_at, s.current_period_end, s.cancel_at_period_end,
        s.grace_until, r.renewing_type, r.renewing_until,
        (select max(expires_at) from product p where p.user_id = u.id and p.expires_at > ${at}
          and not p.is_recurring and p.source <> 'day-pass'
          and p.expires_at - p.created_at > ${sql.raw(`interval '${DAY_PASS_HOURS} hours'`)}) as pass_until
      from "user" u
      left join lateral (
        select o.title, s.status, s.next_payment_at, s.current_period_end, s.cancel_at_period_end, s.grace_until
        from subscription s join offer o on o.id = s.offer_id
        where s.user_id = u.id and s.ended_at is null
        order by s.created_at desc limit 1
      ) s on true
      left join lateral (
        select p.type as renewing_type, p.expires_at as renewing_until from product p
        where p.user_id = u.id and p.is_recurring and p.expires_at > ${at}
        order by p.expires_at desc limit 1
      ) r on true
      where u.id in (${ids})`),
  );
  const byId = new Map(details.map((row) => [row.id, row]));
  return matched.flatMap((match) => {
    const row = byId.get(match.id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: fullNameOf({ firstName: row.first_name, lastName: row.last_name, email: row.email }),
        email: row.email,
        joinedAt: iso(row.created_at),
        staffRole: row.staff_role,
        segments: MEMBER_SEGMENTS.filter((segment) => match[segment] === true),
        subscription:
          row.status === null || row.current_period_end === null
            ? null
            : {
                offerTitle: row.offer_title ?? '',
                status: row.status,
                nextChargeAt:
                  row.cancel_at_period_end || row.status === 'past_due'
                    ? null
                    : isoOrNull(row.next_payment_at),
                periodEnd: iso(row.current_period_end),
                cancelAtPeriodEnd: row.cancel_at_period_end === true,
                graceUntil: isoOrNull(row.grace_until),
              },
        passUntil: isoOrNull(row.pass_until),
        dayPassesLeft: row.unused_day_passes,
        renewingAccess:
          row.status === null && row.renewing_type && row.renewing_until
            ? { type: row.renewing_type, until: iso(row.renewing_until) }
            : null,
      },
    ];
  });
}

/** GET /api/studio/members: a page, how many match, and the counts of every segment. */
export async function memberPage(db: Db, query: StudioMemberQuery, now: Date) {
  const pageSize = STUDIO_MEMBERS_PAGE_SIZE;
  const matched = rowsOf<MatchedMember>(
    await db.execute(matchingIds(query, now, pageSize, (query.page - 1) * pageSize, true)),
  );
  const members = await memberRows(db, matched, now);
  // Past the last page no row carries the counts: they are counted on their own.
  const first = matched[0];
  const counts = first ? countsOf(first) : await memberCounts(db, query.q, now);
  const total = query.segment ? counts[query.segment] : counts.all;
  return { members, total, counts, page: query.page, pageSize };
}
