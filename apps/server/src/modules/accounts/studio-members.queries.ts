import {
  DAY_PASS_HOURS,
  MEMBER_SEGMENTS,
  STUDIO_MEMBERS_PAGE_SIZE,
  type StudioMemberCsvQuery,
  type StudioMemberQuery,
  type StudioMemberRow,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import { sql } from 'drizzle-orm';
import { fullNameOf } from './membership.service';
import { countsOf, matchingIds, memberCounts, rowsOf } from './studio-member-segments';

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
  paused_until: string | Date | null;
  pass_until: string | Date | null;
  renewing_type: 'on-demand' | 'live' | null;
  renewing_until: string | Date | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));
/** A pause still ahead; one that ended on its date leaves its day behind, read as not paused. */
const pausedUntil = (value: string | Date | null, now: Date) =>
  value !== null && new Date(value) > now ? iso(value) : null;

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
        s.grace_until, s.paused_until, r.renewing_type, r.renewing_until,
        (select max(expires_at) from product p where p.user_id = u.id and p.expires_at > ${at}
          and not p.is_recurring and p.source <> 'day-pass'
          and p.expires_at - p.created_at > ${sql.raw(`interval '${DAY_PASS_HOURS} hours'`)}) as pass_until
      from "user" u
      left join lateral (
        select o.title, s.status, s.next_payment_at, s.current_period_end, s.cancel_at_period_end, s.grace_until,
          s.paused_until
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
                pausedUntil: pausedUntil(row.paused_until, now),
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
