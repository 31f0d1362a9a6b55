import {
  addDays,
  cancelReasonCodes,
  isDay,
  type StudioCancellation,
  type StudioCancellationQuery,
  type StudioCancellationReport,
  zonedDay,
} from '@releve/contracts';
import type { TFunction } from 'i18next';
import { useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { FormMessage } from '../../../components/form/FormMessage';
import { ConsolePage, EmptyState } from '../shared/ConsolePage';
import { DataTable, type TableColumn } from '../shared/DataTable';
import { fieldControlClass } from '../shared/FormField';
import presetStyles from '../shared/Presets.module.css';
import { StatusBadge } from '../shared/StatusBadge';
import styles from './Cancellations.module.css';
import { useCancellationReport, useCancellationSettings, useSetPauseOffered } from './cancellations-api';
import { useCancellationTexts } from './texts';

const PRESETS = [30, 90, 365] as const;
const REASONS = [...cancelReasonCodes, 'none'] as const;

/** The range the address holds (`/studio/cancellations?from=2026-11-01&to=2026-11-30`); a bad day is left out. */
function useRange(): [StudioCancellationQuery, (range: StudioCancellationQuery) => void] {
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => {
    const day = (key: string) => {
      const value = params.get(key);
      return value && isDay(value) ? value : undefined;
    };
    return { from: day('from'), to: day('to') };
  }, [params]);
  const change = useCallback(
    (next: StudioCancellationQuery) => {
      const search = new URLSearchParams();
      if (next.from) search.set('from', next.from);
      if (next.to) search.set('to', next.to);
      setParams(search);
    },
    [setParams],
  );
  return [range, change];
}

/**
 * Cancellations (issue 35, decision 050): why members cancelled, counted per reason between two of
 * the studio's days, and the latest cancellations with the members' own words.
 */
export default function CancellationsPage() {
  const { t } = useCancellationTexts();
  const [range, change] = useRange();
  const report = useCancellationReport(range);
  const data = report.data;
  const today = data ? zonedDay(new Date(), data.timeZone) : undefined;

  return (
    <ConsolePage title={t('title')} intro={t('intro')}>
      <PauseOffer />
      <fieldset className={styles.range}>
        <legend>{t('rangeLabel')}</legend>
        <label className={styles.day}>
          <span>{t('from')}</span>
          <input
            type="date"
            className={fieldControlClass}
            value={data?.from ?? range.from ?? ''}
            max={data?.to}
            onChange={(event) =>
              isDay(event.target.value) && change({ from: event.target.value, to: data?.to ?? range.to })
            }
          />
        </label>
        <label className={styles.day}>
          <span>{t('to')}</span>
          <input
            type="date"
            className={fieldControlClass}
            value={data?.to ?? range.to ?? ''}
            min={data?.from}
            max={today}
            onChange={(event) =>
              isDay(event.target.value) && change({ from: data?.from ?? range.from, to: event.target.value })
            }
          />
        </label>
        {today && (
          <div className={styles.presets}>
            {PRESETS.map((days) => {
              const from = addDays(today, -(days - 1));
              return (
                <button
                  key={days}
                  type="button"
                  className={presetStyles.preset}
                  aria-pressed={data?.from === from && data?.to === today}
                  onClick={() => change(days === 30 ? {} : { from, to: today })}
                >
                  {t(`presets.${days}`)}
                </button>
              );
            })}
          </div>
        )}
      </fieldset>
      {report.isError && <FormMessage kind="error">{report.error.message}</FormMessage>}
      {data && <Report report={data} t={t} />}
    </ConsolePage>
  );
}

/** The studio's choice: offer members a pause of 1, 2 or 3 months when they cancel (issue 35). */
function PauseOffer() {
  const { t } = useCancellationTexts();
  const settings = useCancellationSettings();
  const save = useSetPauseOffered();
  // The choice just made shows at once and while it is saved: from the save's own state, which arrives a
  // moment later, the box flicked back unchecked under the pointer first (a test's check() saw no change).
  const [chosen, setChosen] = useState<boolean>();
  const offered = chosen ?? settings.data?.pauseOffered ?? false;
  return (
    <div className={styles.setting}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={offered}
          disabled={!settings.data || save.isPending}
          onChange={(event) => {
            const next = event.target.checked;
            setChosen(next);
            save.mutate(next, { onSettled: () => setChosen(undefined) });
          }}
        />
        <span>
          <strong>{t('pauseOffer')}</strong>
          <span className={styles.hint}>{t('pauseOfferHint')}</span>
        </span>
      </label>
      <p className={styles.saved} role="status">
        {save.isSuccess && (offered ? t('pauseOfferOn') : t('pauseOfferOff'))}
      </p>
      {save.isError && <FormMessage kind="error">{save.error.message}</FormMessage>}
    </div>
  );
}

const longDay = (day: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

function Report({ report, t }: { report: StudioCancellationReport; t: TFunction }) {
  const reasonsId = useId();
  const recentId = useId();
  const dateTime = new Intl.DateTimeFormat('en', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: report.timeZone,
  });
  const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: report.timeZone });
  if (report.total === 0) {
    return (
      <>
        <p className={styles.muted}>{t('zone', { zone: report.timeZone })}</p>
        <EmptyState title={t('emptyTitle')} testId="cancellations-empty">
          {t('emptyBody')}
        </EmptyState>
      </>
    );
  }
  const largest = Math.max(...REASONS.map((code) => report.counts[code]));
  return (
    <>
      <div>
        <p className={styles.summary} data-testid="cancellations-summary">
          {t('summary', { count: report.total, from: longDay(report.from), to: longDay(report.to) })}
        </p>
        <p className={styles.muted}>
          {report.renewed > 0 && `${t('renewedSince', { count: report.renewed })} `}
          {t('zone', { zone: report.timeZone })}
        </p>
      </div>
      <section aria-labelledby={reasonsId}>
        <h2 id={reasonsId} className={styles.sectionTitle}>
          {t('reasonsTitle')}
        </h2>
        <dl className={styles.reasons} data-testid="cancellation-reasons">
          {REASONS.map((code) => {
            const count = report.counts[code];
            return (
              <div key={code} className={styles.reasonRow}>
                <dt>{t(`reasons.${code}`)}</dt>
                <dd>
                  <span className={styles.bar} aria-hidden="true">
                    <span
                      className={styles.fill}
                      style={{ width: `${largest ? (count / largest) * 100 : 0}%` }}
                    />
                  </span>
                  <span className={styles.figure}>
                    {t('share', { count, percent: Math.round((count / report.total) * 100) })}
                  </span>
                </dd>
              </div>
            );
          })}
        </dl>
      </section>
      <section aria-labelledby={recentId}>
        <h2 id={recentId} className={styles.sectionTitle}>
          {t('recentTitle')}
        </h2>
        {report.recent.length < report.total && (
          <p className={styles.muted}>{t('recentNote', { count: report.recent.length })}</p>
        )}
        <DataTable
          caption={t('recentTitle')}
          columns={columns(t, dateTime, date)}
          rows={report.recent}
          rowKey={(row) => row.id}
          stacked
          testId="cancellations-table"
        />
      </section>
    </>
  );
}

function columns(
  t: TFunction,
  dateTime: Intl.DateTimeFormat,
  date: Intl.DateTimeFormat,
): TableColumn<StudioCancellation>[] {
  return [
    {
      id: 'at',
      header: t('columns.at'),
      nowrap: true,
      cell: (row) => dateTime.format(new Date(row.at)),
    },
    {
      id: 'member',
      header: t('columns.member'),
      labelWhenStacked: true,
      cell: (row) => row.member ?? t('formerMember'),
    },
    { id: 'plan', header: t('columns.plan'), labelWhenStacked: true, cell: (row) => row.offerTitle },
    {
      id: 'reason',
      header: t('columns.reason'),
      labelWhenStacked: true,
      cell: (row) => t(`reasons.${row.reason ?? 'none'}`),
    },
    {
      id: 'text',
      header: t('columns.text'),
      wide: true,
      labelWhenStacked: true,
      cell: (row) => <span className={styles.words}>{row.text ?? t('noText')}</span>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      nowrap: true,
      cell: (row) =>
        row.renewedAt ? (
          <StatusBadge tone="success">
            {t('renewedOn', { date: date.format(new Date(row.renewedAt)) })}
          </StatusBadge>
        ) : (
          <StatusBadge>{t('stillCancelled')}</StatusBadge>
        ),
    },
  ];
}
