import {
  type MemberProduct,
  mayRevokeProduct,
  refundableAmount,
  type StudioMemberDetail,
  studioMemberPaths,
} from '@releve/contracts';
import { formatMoney } from '@releve/contracts/billing-rules';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { DataTable, type TableColumn } from '../shared/DataTable';
import { StatusBadge } from '../shared/StatusBadge';
import { useStudioTranslation } from '../texts';
import styles from './MemberPage.module.css';
import { shortDate } from './member-columns';
import { useMemberTexts } from './texts';

const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const dateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
const percent = new Intl.NumberFormat('en', { style: 'percent' });
const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** One part of the member's page: a titled section, its table or its "nothing yet". */
function Section({
  title,
  empty,
  wide = false,
  children,
}: {
  title: string;
  empty: string | null;
  /** A table of many columns: the section takes the whole row. */
  wide?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={wide ? styles.wideSection : styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {empty ? <p className={styles.none}>{empty}</p> : children}
    </section>
  );
}

/** Where a product came from, in words: a purchase, the console, the command line, a day pass. */
function sourceKey(source: string): string {
  if (source.startsWith('studio-grant:')) return 'console';
  if (source.startsWith('ord_') || source.startsWith('sub_')) return 'purchase';
  if (['admin', 'seed', 'import', 'day-pass'].includes(source)) return source;
  return 'other';
}

/** The member's products, running first, with Revoke on those the studio may end. */
export function MemberProducts({
  detail,
  onRevoke,
}: {
  detail: StudioMemberDetail;
  onRevoke: (product: MemberProduct) => void;
}) {
  const { t } = useMemberTexts();
  const columns: TableColumn<MemberProduct>[] = [
    {
      id: 'access',
      header: t('page.products.access'),
      wide: true,
      cell: (row) => (
        <span className={styles.badges}>
          {t(`grant.types.${row.type}`)}
          <StatusBadge tone={row.running ? 'success' : 'neutral'}>
            {t(row.running ? 'page.products.running' : 'page.products.ended')}
          </StatusBadge>
        </span>
      ),
    },
    {
      id: 'from',
      header: t('page.products.from'),
      nowrap: true,
      labelWhenStacked: true,
      cell: (row) => shortDate(row.startedAt),
    },
    {
      id: 'until',
      header: t('page.products.until'),
      nowrap: true,
      labelWhenStacked: true,
      cell: (row) => shortDate(row.expiresAt),
    },
    {
      id: 'source',
      header: t('page.products.source'),
      labelWhenStacked: true,
      cell: (row) => t(`page.sources.${sourceKey(row.source)}`, { source: row.source }),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      labelWhenStacked: true,
      cell: (row) =>
        mayRevokeProduct(row) ? (
          <button type="button" className={styles.rowAction} onClick={() => onRevoke(row)}>
            {t('page.revoke.open')}
          </button>
        ) : null,
    },
  ];
  return (
    <Section
      title={t('page.products.title')}
      empty={detail.products.length === 0 ? t('page.products.none') : null}
      wide
    >
      <DataTable
        caption={t('page.products.caption', { name: detail.member.name })}
        columns={columns}
        rows={detail.products}
        rowKey={(row) => String(row.id)}
        stacked
        testId="member-products"
      />
    </Section>
  );
}

/** The subscription as its holder sees it, and the payments with their refunds. */
export function MemberBilling({
  detail,
  onRefund,
  onChange,
}: {
  detail: StudioMemberDetail;
  onRefund: (payment: StudioMemberDetail['payments'][number]) => void;
  onChange: (change: 'cancel' | 'resume') => void;
}) {
  const { t } = useMemberTexts();
  const sub = detail.subscription;
  type Payment = StudioMemberDetail['payments'][number];
  const columns: TableColumn<Payment>[] = [
    { id: 'date', header: t('page.payments.date'), nowrap: true, cell: (row) => shortDate(row.createdAt) },
    { id: 'what', header: t('page.payments.what'), wide: true, cell: (row) => row.offerTitle },
    {
      id: 'amount',
      header: t('page.payments.amount'),
      nowrap: true,
      labelWhenStacked: true,
      cell: (row) => formatMoney(row.amount, row.currency),
    },
    {
      id: 'status',
      header: t('page.payments.status'),
      labelWhenStacked: true,
      cell: (row) => (
        <StatusBadge
          tone={row.status === 'succeeded' ? 'success' : row.status === 'failed' ? 'danger' : 'warning'}
        >
          {row.refundedAmount && row.status === 'succeeded'
            ? t('page.payments.partlyRefunded', { amount: formatMoney(row.refundedAmount, row.currency) })
            : t(`page.payments.statuses.${row.status}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      labelWhenStacked: true,
      cell: (row) => (
        <span className={styles.rowActions}>
          <a
            className={styles.rowAction}
            href={studioMemberPaths.receipt(detail.member.id, row.transactionId)}
            target="_blank"
            rel="noopener"
            aria-label={t('page.payments.receiptNamed', { date: shortDate(row.createdAt) })}
          >
            {t('page.payments.receipt')}
          </a>
          {refundableAmount(row) > 0 && (
            <button
              type="button"
              className={styles.rowAction}
              aria-label={t('page.refund.openNamed', { date: shortDate(row.createdAt) })}
              onClick={() => onRefund(row)}
            >
              {t('page.refund.open')}
            </button>
          )}
        </span>
      ),
    },
  ];
  return (
    <Section title={t('page.billing.title')} empty={null} wide>
      <p className={styles.line} data-testid="member-subscription">
        {sub
          ? t(`page.billing.${sub.status}`, {
              offer: sub.offerTitle,
              price: formatMoney(sub.price, sub.currency),
              period: t(`page.billing.periods.${sub.period}`),
              date: shortDate(sub.nextPaymentAt ?? sub.expiresAt),
              gateway: t(`page.billing.gateways.${sub.gateway}`),
            })
          : t('page.billing.none')}
      </p>
      {(sub?.status === 'active' || sub?.status === 'cancelled') && (
        <button
          type="button"
          className={styles.rowAction}
          onClick={() => onChange(sub.status === 'active' ? 'cancel' : 'resume')}
        >
          {t(sub.status === 'active' ? 'page.billing.cancel.open' : 'page.billing.resume.open')}
        </button>
      )}
      {detail.payments.length === 0 ? (
        <p className={styles.none}>{t('page.payments.none')}</p>
      ) : (
        <DataTable
          caption={t('page.payments.caption', { name: detail.member.name })}
          columns={columns}
          rows={detail.payments}
          rowKey={(row) => row.transactionId}
          stacked
          testId="member-payments"
        />
      )}
    </Section>
  );
}

/** What the member watched: how long, how far, on what. */
export function MemberWatchHistory({ detail }: { detail: StudioMemberDetail }) {
  const { t } = useMemberTexts();
  type Watch = StudioMemberDetail['watchHistory'][number];
  const watchColumns: TableColumn<Watch>[] = [
    { id: 'class', header: t('page.watch.class'), wide: true, cell: (row) => row.title },
    {
      id: 'last',
      header: t('page.watch.last'),
      nowrap: true,
      labelWhenStacked: true,
      cell: (row) => shortDate(row.lastWatchedAt),
    },
    {
      id: 'minutes',
      header: t('page.watch.minutes'),
      nowrap: true,
      labelWhenStacked: true,
      cell: (row) => decimal.format(row.minutes),
    },
    {
      id: 'completion',
      header: t('page.watch.completion'),
      nowrap: true,
      labelWhenStacked: true,
      cell: (row) =>
        row.timesFinished > 0
          ? t('page.watch.finished', { count: row.timesFinished })
          : percent.format(row.completion),
    },
    {
      id: 'device',
      header: t('page.watch.device'),
      nowrap: true,
      labelWhenStacked: true,
      cell: (row) => t(`page.watch.devices.${row.device ?? 'unknown'}`),
    },
  ];
  return (
    <Section
      title={t('page.watch.title')}
      empty={detail.watchHistory.length === 0 ? t('page.watch.none') : null}
      wide
    >
      <DataTable
        caption={t('page.watch.caption', { name: detail.member.name })}
        columns={watchColumns}
        rows={detail.watchHistory}
        rowKey={(row) => row.mediaId}
        stacked
        testId="member-watch"
      />
    </Section>
  );
}

/** The classes of the member's week plan, day by day. */
export function MemberWeekPlan({ detail }: { detail: StudioMemberDetail }) {
  const { t } = useMemberTexts();
  return (
    <Section title={t('page.plan.title')} empty={detail.weekPlan.length === 0 ? t('page.plan.none') : null}>
      <ul className={styles.plan} data-testid="member-plan">
        {detail.weekPlan.map((entry) => (
          <li key={`${entry.day}-${entry.mediaId}`}>
            <span className={styles.day}>{t(`page.plan.days.${entry.day}`)}</span> {entry.title}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The live classes the member reserved, latest first, and whether they joined. */
export function MemberReservations({ detail }: { detail: StudioMemberDetail }) {
  const { t } = useMemberTexts();
  type Reservation = StudioMemberDetail['reservations'][number];
  const reservationColumns: TableColumn<Reservation>[] = [
    { id: 'class', header: t('page.reservations.class'), wide: true, cell: (row) => row.title },
    {
      id: 'starts',
      header: t('page.reservations.starts'),
      nowrap: true,
      labelWhenStacked: true,
      cell: (row) => dateTime(row.startsAt),
    },
    {
      id: 'state',
      header: t('page.reservations.state'),
      labelWhenStacked: true,
      cell: (row) =>
        row.cancelled
          ? t('page.reservations.cancelled')
          : row.attended
            ? t('page.reservations.attended')
            : t('page.reservations.reserved'),
    },
  ];
  return (
    <Section
      title={t('page.reservations.title')}
      empty={detail.reservations.length === 0 ? t('page.reservations.none') : null}
    >
      <DataTable
        caption={t('page.reservations.caption', { name: detail.member.name })}
        columns={reservationColumns}
        rows={detail.reservations}
        rowKey={(row) => String(row.classId)}
        stacked
        testId="member-reservations"
      />
    </Section>
  );
}

/** The staff changes about the member, newest first, and the way to all of them in Activity. */
export function MemberActivity({ detail }: { detail: StudioMemberDetail }) {
  const { t } = useMemberTexts();
  const studio = useStudioTranslation();
  const reasonOf = (after: unknown) =>
    after && typeof after === 'object' && 'reason' in after && typeof after.reason === 'string'
      ? after.reason
      : '';
  return (
    <Section
      title={t('page.activity.title')}
      empty={detail.audit.length === 0 ? t('page.activity.none') : null}
      wide
    >
      <ol className={styles.activity} data-testid="member-activity">
        {detail.audit.map((entry) => (
          <li key={entry.id}>
            <span className={styles.when}>{dateTime(entry.at)}</span>{' '}
            {t('page.activity.entry', {
              who: entry.actor.email ?? t('page.activity.someone'),
              what: studio.t(`audit.actions.${entry.action}`, { defaultValue: entry.action }),
            })}
            {reasonOf(entry.after) && <q className={styles.reason}>{reasonOf(entry.after)}</q>}
          </li>
        ))}
      </ol>
      <Link
        href={`/settings/activity?subject=${encodeURIComponent(detail.member.id)}`}
        className={styles.more}
      >
        {t('page.activity.all')}
      </Link>
    </Section>
  );
}
