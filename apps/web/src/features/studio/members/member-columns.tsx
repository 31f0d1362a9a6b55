import type { MemberSegment, StudioMemberRow } from '@releve/contracts';
import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import type { TableColumn } from '../shared/DataTable';
import { StatusBadge } from '../shared/StatusBadge';
import styles from './Members.module.css';

/** What a row's buttons open: free access, or its day passes. */
export type MemberAction = 'grant' | 'dayPasses';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
export const shortDate = (iso: string) => dateFormat.format(new Date(iso));

/** What the member holds, one phrase each: their subscription, their pass, their day passes. */
export function holdings(row: StudioMemberRow, t: TFunction): string[] {
  const phrases: string[] = [];
  const sub = row.subscription;
  if (sub) {
    const offer = sub.offerTitle;
    if (sub.status === 'past_due')
      phrases.push(t('holds.pastDue', { offer, date: shortDate(sub.graceUntil ?? sub.periodEnd) }));
    else if (sub.pausedUntil) phrases.push(t('holds.paused', { offer, date: shortDate(sub.pausedUntil) }));
    else if (sub.cancelAtPeriodEnd) phrases.push(t('holds.ends', { offer, date: shortDate(sub.periodEnd) }));
    else if (sub.status === 'free-trial')
      phrases.push(t('holds.trial', { offer, date: shortDate(sub.nextChargeAt ?? sub.periodEnd) }));
    else if (sub.nextChargeAt) phrases.push(t('holds.renews', { offer, date: shortDate(sub.nextChargeAt) }));
  }
  if (row.renewingAccess)
    phrases.push(
      t(row.renewingAccess.type === 'live' ? 'holds.renewingLive' : 'holds.renewingOnDemand', {
        date: shortDate(row.renewingAccess.until),
      }),
    );
  if (row.passUntil) phrases.push(t('holds.pass', { date: shortDate(row.passUntil) }));
  if (row.dayPassesLeft > 0) phrases.push(t('holds.dayPasses', { count: row.dayPassesLeft }));
  return phrases;
}

/** A member's segments as badges: a failed payment in red, no membership quiet, the rest green. */
export function SegmentBadges({ segments, t }: { segments: readonly MemberSegment[]; t: TFunction }) {
  return segments.map((segment) => (
    <StatusBadge
      key={segment}
      tone={segment === 'past-due' ? 'danger' : segment === 'none' ? 'neutral' : 'success'}
    >
      {t(`segments.${segment}`)}
    </StatusBadge>
  ));
}

export function memberColumns(
  t: TFunction,
  roleName: (role: string) => string,
  act: (row: StudioMemberRow, action: MemberAction) => void,
): TableColumn<StudioMemberRow>[] {
  return [
    {
      id: 'name',
      header: t('columns.name'),
      wide: true,
      cell: (row) => (
        <span className={styles.name}>
          <Link href={`/members/${encodeURIComponent(row.id)}`}>{row.name}</Link>
          {row.staffRole && <StatusBadge tone="progress">{roleName(row.staffRole)}</StatusBadge>}
        </span>
      ),
    },
    { id: 'email', header: t('columns.email'), cell: (row) => row.email },
    {
      id: 'joined',
      header: t('columns.joined'),
      nowrap: true,
      labelWhenStacked: true,
      cell: (row) => shortDate(row.joinedAt),
    },
    {
      id: 'segments',
      header: t('columns.segments'),
      labelWhenStacked: true,
      cell: (row) => (
        <span className={styles.badges}>
          <SegmentBadges segments={row.segments} t={t} />
        </span>
      ),
    },
    {
      id: 'holds',
      header: t('columns.holds'),
      labelWhenStacked: true,
      cell: (row) => {
        const phrases = holdings(row, t);
        return phrases.length === 0 ? t('holds.nothing') : phrases.join(' · ');
      },
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      labelWhenStacked: true,
      cell: (row) => (
        <span className={styles.actions}>
          {(['grant', 'dayPasses'] as const).map((action) => (
            <button
              key={action}
              type="button"
              className={styles.action}
              aria-label={t(`${action}.openNamed`, { name: row.name })}
              onClick={() => act(row, action)}
            >
              {t(`${action}.open`)}
            </button>
          ))}
        </span>
      ),
    },
  ];
}
