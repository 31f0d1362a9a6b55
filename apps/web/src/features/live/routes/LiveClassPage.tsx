import { addDays, isDay, zonedDay } from '@releve/contracts';
import { Link, useSearchParams } from 'wouter';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { useReaderTimeZone } from '../../../lib/reader-time';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSchedule } from '../api/live-api';
import { LiveSchedule } from '../components/LiveSchedule';
import { zoneLabel } from '../schedule-layout';
import { useLiveTranslation } from '../texts';
import styles from './LiveClassPage.module.css';

export { default as LiveTodayRow } from '../home/LiveTodayRow';

/** `/live-class?date=yyyy-MM-dd`: the schedule around the chosen day (today by default). */
export default function LiveClassPage() {
  const { t } = useLiveTranslation();
  const [params] = useSearchParams();
  const zone = useReaderTimeZone();
  const today = zonedDay(new Date(), zone);
  const asked = params.get('date') ?? '';
  const day = isDay(asked) ? asked : today;
  const schedule = useSchedule(day, useHydrated());

  return (
    <Page title={t('title')}>
      {schedule.data && (
        <p className={styles.zone}>
          {t('zoneNote', { zone: zoneLabel(zone), studioZone: zoneLabel(schedule.data.timeZone) })}
        </p>
      )}
      <nav className={styles.days} aria-label={t('title')}>
        <Link href={`/live-class?date=${addDays(day, -4)}`}>← {t('previousDays')}</Link>
        {day !== today && <Link href="/live-class">{t('today')}</Link>}
        <Link href={`/live-class?date=${addDays(day, 4)}`}>{t('nextDays')} →</Link>
      </nav>
      {schedule.isPending && (
        <p role="status" className={styles.loading}>
          <Spinner size={24} /> {t('loading')}
        </p>
      )}
      {schedule.isError && <p role="alert">{t('failed')}</p>}
      {schedule.data && <LiveSchedule schedule={schedule.data} day={day} today={today} />}
    </Page>
  );
}
