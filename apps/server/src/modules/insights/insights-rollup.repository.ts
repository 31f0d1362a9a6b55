import { type Db, schema } from '@releve/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Period } from './insights-range';

const { subscription, offer, billingOrder, insightsSpan, insightsRun } = schema;

/** Above this many members changed since the last refresh, their runs are all made again. */
const RUNS_PER_MEMBER_LIMIT = 2_000;

/** Instants as a timestamptz[] literal (ISO strings hold no comma or quote). */
const instants = (moments: readonly Date[]) =>
  sql`${`{${moments.map((moment) => moment.toISOString()).join(',')}}`}::timestamptz[]`;
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** The thresholds `width_bucket` counts for `moments`: each a millisecond after, sorted, once each. */
export function thresholdsOf(moments: readonly Date[]): number[] {
  return [...new Set(moments.map((moment) => moment.getTime() + 1))].sort((a, b) => a - b);
}

/**
 * Sums up to each moment from per-bucket sums: `width_bucket(x, thresholds)` is how many thresholds
 * are ≤ x, so x ≤ moment (whole milliseconds) exactly when x's bucket is below the moment's threshold's
 * (1-based) index.
 */
function cumulative(rows: readonly { bucket: number; value: number }[], thresholds: readonly number[]) {
  const byBucket = new Array<number>(thresholds.length + 1).fill(0);
  for (const row of rows) byBucket[row.bucket] = (byBucket[row.bucket] ?? 0) + row.value;
  const upTo: number[] = [];
  let total = 0;
  for (let index = 0; index < thresholds.length; index++) {
    total += byBucket[index] ?? 0;
    upTo.push(total);
  }
  return (moment: Date) => upTo[thresholds.indexOf(moment.getTime() + 1)] ?? 0;
}

type Row = Record<string, unknown>;

/**
 * The insights' rollups of the subscriptions (decision 065): `insights_span` (decision 057's span, one
 * row per subscription, made in SQL as `InsightsRepository.subscriptionSpans` makes it in TS) and
 * `insights_run` (each member's spans merged), and the figures read from them with set-based SQL that
 * counts what the pure figure functions count.
 */
export class InsightsRollupRepository {
  constructor(private readonly db: Db) {}

  /**
   * One read, with room to group every member in memory: at 100,000 members the default `work_mem`
   * (4 MB) made the per-member aggregates spill to disk, which took them from about 0.45 s to 0.7 s.
   */
  private async rows<T extends Row>(query: SQL): Promise<T[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '32MB'`);
      return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    });
  }

  /** Every subscription's span as billing's rows say now (`subscriptionSpans`' rules). */
  private readonly spanProjection = sql`
    select s.id as subscription_id, coalesce(s.user_id, 'former:' || s.id) as member,
      date_trunc('milliseconds', s.created_at) as started_at,
      date_trunc('milliseconds', s.created_at) + coalesce(o.trial_days, 0) * interval '86400 seconds' as paid_from,
      date_trunc('milliseconds', coalesce(s.ended_at, case when s.status in ('canceled', 'incomplete_expired', 'terminated')
        then s.current_period_end end)) as ended_at,
      coalesce(s.price, f.price)::int::float8
        / ((case when f.period = 'year' then 12 else 1 end) * greatest(1, f.period_count))::float8 as monthly
    from ${subscription} s
    join ${offer} f on f.id = s.offer_id
    left join ${billingOrder} o on o.id = s.order_id`;

  /**
   * Brings the rollups up to billing's rows: writes the spans that changed (or are new), deletes those
   * of subscriptions gone, and makes the runs of the members they touch again. A run that finds nothing
   * changed writes nothing. Returns how many spans and members changed.
   */
  async refresh(): Promise<{ spans: number; members: number }> {
    return this.db.transaction(async (tx) => {
      const rows = (
        (await tx.execute(sql`
        with fresh as (${this.spanProjection}),
        changed as (
          select f.*, i.member as old_member from fresh f
          left join ${insightsSpan} i on i.subscription_id = f.subscription_id
          where i.subscription_id is null
            or (i.member, i.started_at, i.paid_from, i.ended_at, i.monthly)
              is distinct from (f.member, f.started_at, f.paid_from, f.ended_at, f.monthly)
        ),
        written as (
          insert into ${insightsSpan} (subscription_id, member, started_at, paid_from, ended_at, monthly)
          select subscription_id, member, started_at, paid_from, ended_at, monthly from changed
          on conflict (subscription_id) do update set member = excluded.member,
            started_at = excluded.started_at, paid_from = excluded.paid_from,
            ended_at = excluded.ended_at, monthly = excluded.monthly
          returning 1
        ),
        gone as (
          delete from ${insightsSpan} i
          where not exists (select 1 from ${subscription} s where s.id = i.subscription_id)
          returning i.member
        )
        select member, (select count(*) from written)::int as spans, false as gone from changed
        union select old_member, 0, false from changed where old_member is not null
        union select member, 0, true from gone`)) as unknown as {
          rows: { member: string; spans: number; gone: boolean }[];
        }
      ).rows;
      const members = [...new Set(rows.map((row) => row.member))];
      const spans =
        (rows.find((row) => !row.gone && row.spans > 0)?.spans ?? 0) + rows.filter((row) => row.gone).length;
      if (members.length === 0) return { spans, members: 0 };
      if (members.length > RUNS_PER_MEMBER_LIMIT) {
        await tx.execute(sql`delete from ${insightsRun}`);
        await tx.execute(this.runsInsert(sql`true`));
        await tx.execute(this.spansCount(sql`true`));
      } else {
        const list = sql`${`{${members.map((member) => `"${member.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[]`;
        await tx.execute(sql`delete from ${insightsRun} where member = any(${list})`);
        await tx.execute(this.runsInsert(sql`member = any(${list})`));
        await tx.execute(this.spansCount(sql`member = any(${list})`));
      }
      return { spans, members: members.length };
    });
  }

  /** Empties the rollups and makes them again from billing's rows (`npm run admin -- insights rebuild`). */
  async rebuild(): Promise<{ spans: number; members: number }> {
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`delete from ${insightsRun}`);
      await tx.execute(sql`delete from ${insightsSpan}`);
    });
    const rebuilt = await this.refresh();
    // The planner's figures for tables just filled (autovacuum would come to it later).
    await this.db.execute(sql`analyze ${insightsSpan}, ${insightsRun}`);
    return rebuilt;
  }

  /** Each span's `member_spans`, for the members `members` picks. */
  private spansCount(members: SQL) {
    return sql`update ${insightsSpan} i set member_spans = counted.spans
      from (select member, count(*)::int as spans from ${insightsSpan} where ${members} group by member) counted
      where i.member = counted.member and i.member_spans is distinct from counted.spans`;
  }

  /**
   * Each member's spans merged into runs (gaps and islands): `paid` over paid time (from the trial's
   * end to the end; spans that never reach it left out), `held` over started time (a span ended at or
   * before its start is an empty run at its start), each with the member's first start.
   */
  private runsInsert(members: SQL) {
    const runs = (kind: 'paid' | 'held', from: SQL, to: SQL, valid: SQL) => sql`
      select member, ${kind}::text as kind, min(f) as from_at,
        case when bool_or(t is null) then null else max(t) end as to_at, min(since) as member_since
      from (
        select member, f, t, since, sum(case when f <= reach then 0 else 1 end)
          over (partition by member order by f, t nulls last rows unbounded preceding) as island
        from (
          select member, f, t, since, max(coalesce(t, 'infinity'::timestamptz))
            over (partition by member order by f, t nulls last rows between unbounded preceding and 1 preceding) as reach
          from (
            select member, ${from} as f, ${to} as t, ${valid} as valid,
              min(started_at) over (partition by member) as since
            from ${insightsSpan} where ${members}
          ) spans where valid
        ) reached
      ) islands
      group by member, island`;
    return sql`insert into ${insightsRun} (member, kind, from_at, to_at, member_since)
      ${runs('paid', sql`paid_from`, sql`ended_at`, sql`(ended_at is null or ended_at > paid_from)`)}
      union all
      ${runs('held', sql`started_at`, sql`case when ended_at < started_at then started_at else ended_at end`, sql`true`)}`;
  }

  /** MRR and paying members at each moment (whole milliseconds), in one pass over each table. */
  async mrrAndPayingAt(moments: readonly Date[]) {
    const thresholds = thresholdsOf(moments);
    const bounds = instants(thresholds.map((time) => new Date(time)));
    const [mrrRows, payingRows] = await Promise.all([
      this.rows<{ bucket: number; plus: number; minus: number }>(sql`
        select b as bucket, sum(plus)::float8 as plus, sum(minus)::float8 as minus from (
          select width_bucket(paid_from, ${bounds}) as b, monthly as plus, 0::float8 as minus from ${insightsSpan}
            where ended_at is null or ended_at > paid_from
          union all
          select width_bucket(ended_at, ${bounds}), 0, monthly from ${insightsSpan} where ended_at > paid_from
        ) edges group by b`),
      this.rows<{ bucket: number; plus: number; minus: number }>(sql`
        select b as bucket, sum(plus)::int as plus, sum(minus)::int as minus from (
          select width_bucket(from_at, ${bounds}) as b, 1 as plus, 0 as minus from ${insightsRun} where kind = 'paid'
          union all
          select width_bucket(to_at, ${bounds}), 0, 1 from ${insightsRun} where kind = 'paid' and to_at is not null
        ) edges group by b`),
    ]);
    const of = (rows: { bucket: number; plus: number; minus: number }[], key: 'plus' | 'minus') =>
      cumulative(
        rows.map((row) => ({ bucket: Number(row.bucket), value: Number(row[key]) })),
        thresholds,
      );
    const mrrPlus = of(mrrRows, 'plus');
    const mrrMinus = of(mrrRows, 'minus');
    const payingPlus = of(payingRows, 'plus');
    const payingMinus = of(payingRows, 'minus');
    return {
      mrr: (moment: Date) => mrrPlus(moment) - mrrMinus(moment),
      paying: (moment: Date) => payingPlus(moment) - payingMinus(moment),
    };
  }

  /**
   * `mrrMovement` of each period, member by member in SQL: a member with one span is its row; only
   * members with several are grouped (a hash of 100,000 members' names cost most of the answer).
   */
  async movements(periods: readonly Period[]) {
    const paysAt = (moment: SQL) =>
      sql`paid_from <= ${moment} and (ended_at is null or ended_at > ${moment})`;
    const figures = (aggregate: boolean) =>
      periods.map((period, index) => {
        const first = at(period.start);
        const last = at(new Date(period.end.getTime() - 1));
        const n = sql.raw(String(index));
        const paidBefore = sql`paid_from < ${first} and (ended_at is null or ended_at > paid_from)`;
        return aggregate
          ? sql`, coalesce(sum(monthly) filter (where ${paysAt(first)}), 0) as s${n},
            coalesce(sum(monthly) filter (where ${paysAt(last)}), 0) as e${n},
            coalesce(bool_or(${paidBefore}), false) as b${n}`
          : sql`, case when ${paysAt(first)} then monthly else 0 end as s${n},
            case when ${paysAt(last)} then monthly else 0 end as e${n},
            coalesce(${paidBefore}, false) as b${n}`;
      });
    const perMember = sql`
      select member ${sql.join(figures(false), sql``)} from ${insightsSpan} where member_spans = 1
      union all
      select member ${sql.join(figures(true), sql``)} from ${insightsSpan} where member_spans > 1 group by member`;
    const totals = periods.map((_, index) => {
      const [s, e, b] = ['s', 'e', 'b'].map((name) => sql.raw(`${name}${index}`)) as [SQL, SQL, SQL];
      const n = sql.raw(String(index));
      return sql`, coalesce(sum(${s}), 0)::float8 as start${n}, coalesce(sum(${e}), 0)::float8 as end${n},
        coalesce(sum(${e}) filter (where ${s} = 0 and ${e} > 0 and not ${b}), 0)::float8 as new${n},
        coalesce(sum(${e}) filter (where ${s} = 0 and ${e} > 0 and ${b}), 0)::float8 as reactivated${n},
        coalesce(sum(${s}) filter (where ${s} > 0 and ${e} = 0), 0)::float8 as churned${n},
        coalesce(sum(${e} - ${s}) filter (where ${s} > 0 and ${e} > ${s}), 0)::float8 as expansion${n},
        coalesce(sum(${s} - ${e}) filter (where ${s} > 0 and ${e} > 0 and ${e} < ${s}), 0)::float8 as contraction${n}`;
    });
    const [row] = await this.rows<Record<string, number>>(sql`
      select 1 as one ${sql.join(totals, sql``)} from (${perMember}) members`);
    return periods.map((_, index) => {
      const pick = (name: string) => Number(row?.[`${name}${index}`] ?? 0);
      return {
        start: pick('start'),
        new: pick('new'),
        expansion: pick('expansion'),
        contraction: pick('contraction'),
        churned: pick('churned'),
        reactivated: pick('reactivated'),
        end: pick('end'),
      };
    });
  }

  /**
   * `churn` of each period: members paying at its first moment (a member's paid runs never overlap, so
   * one run each), and of them those with no paid run at its last.
   */
  async churns(periods: readonly Period[]) {
    const holds = (run: string, moment: Date) =>
      sql`${sql.raw(run)}.from_at <= ${at(moment)} and (${sql.raw(run)}.to_at is null or ${sql.raw(run)}.to_at > ${at(moment)})`;
    const columns = periods.map((period, index) => {
      const n = sql.raw(String(index));
      const last = new Date(period.end.getTime() - 1);
      return sql`count(*) filter (where ${holds('r', period.start)})::int as at_start${n},
        count(*) filter (where ${holds('r', period.start)} and not (${holds('r', last)})
          and not exists (select 1 from ${insightsRun} o where o.member = r.member and o.kind = 'paid'
            and ${holds('o', last)}))::int as left${n}`;
    });
    const [row] = await this.rows<Record<string, number>>(sql`
      select ${sql.join(columns, sql`, `)} from ${insightsRun} r
      where r.kind = 'paid' and (${sql.join(
        periods.map((period) => holds('r', period.start)),
        sql` or `,
      )})`);
    return periods.map((_, index) => {
      const atStart = Number(row?.[`at_start${index}`] ?? 0);
      const left = Number(row?.[`left${index}`] ?? 0);
      return { atStart, left, rate: atStart === 0 ? null : (left / atStart) * 100 };
    });
  }

  /** `trialMembersAt` each moment: members in a free trial then and not paying through another. */
  async inTrialAt(moments: readonly Date[]): Promise<number[]> {
    const counts = moments.map(
      (moment) => sql`(select count(distinct s.member)::int from ${insightsSpan} s
        where s.started_at <= ${at(moment)} and s.paid_from > ${at(moment)}
          and (s.ended_at is null or s.ended_at > ${at(moment)})
          and not exists (select 1 from ${insightsRun} r where r.member = s.member and r.kind = 'paid'
            and r.from_at <= ${at(moment)} and (r.to_at is null or r.to_at > ${at(moment)})))`,
    );
    const [row] = await this.rows<Record<string, number>>(
      sql`select ${sql.join(
        counts.map((count, index) => sql`${count} as m${sql.raw(String(index))}`),
        sql`, `,
      )}`,
    );
    return moments.map((_, index) => Number(row?.[`m${index}`] ?? 0));
  }

  /** `trialOutcomes` of each period: trials whose end fell in it, and those that went on to paid time. */
  async trialOutcomes(periods: readonly Period[]) {
    const columns = periods.map((period, index) => {
      const n = sql.raw(String(index));
      const inside = sql`paid_from >= ${at(period.start)} and paid_from < ${at(period.end)}`;
      return sql`count(*) filter (where ${inside})::int as ended${n},
        count(*) filter (where ${inside} and (ended_at is null or ended_at > paid_from))::int as converted${n}`;
    });
    const [row] = await this.rows<Record<string, number>>(
      sql`select ${sql.join(columns, sql`, `)} from ${insightsSpan} where paid_from > started_at`,
    );
    return periods.map((_, index) => {
      const ended = Number(row?.[`ended${index}`] ?? 0);
      const converted = Number(row?.[`converted${index}`] ?? 0);
      return { ended, converted, rate: ended === 0 ? null : (converted / ended) * 100 };
    });
  }

  /**
   * For the cohort table, in one pass over the held runs: each run by its member's cohort (the bucket
   * of their first start among `monthStarts`, 1 = the first month) and the range of `thresholds` it
   * holds (`lo` < index ≤ `hi`); `members` counts the members' first runs.
   */
  async cohortRuns(monthStarts: readonly Date[], thresholds: readonly number[]) {
    const months = instants(monthStarts);
    const bounds = instants(thresholds.map((time) => new Date(time)));
    const first = monthStarts[0] as Date;
    const last = monthStarts.at(-1) as Date;
    return this.rows<{ cohort: number; lo: number; hi: number | null; runs: number; members: number }>(sql`
      select width_bucket(member_since, ${months}) as cohort, width_bucket(from_at, ${bounds}) as lo,
        width_bucket(to_at, ${bounds}) as hi, count(*)::int as runs,
        count(*) filter (where from_at = member_since)::int as members
      from ${insightsRun}
      where kind = 'held' and member_since >= ${at(first)} and member_since < ${at(last)}
      group by 1, 2, 3`);
  }
}
