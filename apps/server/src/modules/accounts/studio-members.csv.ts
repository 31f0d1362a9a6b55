import type { StudioMemberCsvQuery, StudioMemberRow } from '@releve/contracts';
import type { Db } from '@releve/db';
import { matchingMembers, memberRows } from './studio-members.queries';

/**
 * A cell as a spreadsheet should read it: quoted when it holds a quote, a comma or a line break, and
 * a leading `= + - @` (or tab, carriage return) made text with a `'`, so an e-mail or a name typed as
 * `=HYPERLINK(...)` is never run as a formula when the owner opens the file (formula injection).
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const MEMBER_CSV_HEADER = [
  'id',
  'name',
  'email',
  'joined',
  'staff_role',
  'segments',
  'subscription',
  'subscription_status',
  'next_charge',
  'period_end',
  'grace_until',
  'renewing_access',
  'renewing_until',
  'pass_until',
  'day_passes_left',
];

const memberCells = (row: StudioMemberRow) => [
  row.id,
  row.name,
  row.email,
  row.joinedAt,
  row.staffRole,
  row.segments.join(' '),
  row.subscription?.offerTitle ?? null,
  row.subscription
    ? row.subscription.cancelAtPeriodEnd
      ? 'cancelled'
      : row.subscription.pausedUntil
        ? 'paused'
        : row.subscription.status
    : null,
  row.subscription?.nextChargeAt ?? null,
  row.subscription?.periodEnd ?? null,
  row.subscription?.graceUntil ?? null,
  row.renewingAccess?.type ?? null,
  row.renewingAccess?.until ?? null,
  row.passUntil,
  row.dayPassesLeft,
];

/** Members read what they hold this many at a time, so 50,000 rows are never in memory at once as objects. */
const BATCH = 500;

/** The CSV of every member the filter matches, line by line as it is read (the list's order). */
export async function* memberCsv(db: Db, query: StudioMemberCsvQuery, now: Date): AsyncGenerator<string> {
  yield csvLine(MEMBER_CSV_HEADER);
  const matched = await matchingMembers(db, query, now, null);
  for (let start = 0; start < matched.length; start += BATCH) {
    const rows = await memberRows(db, matched.slice(start, start + BATCH), now);
    yield rows.map((row) => csvLine(memberCells(row))).join('');
  }
}
