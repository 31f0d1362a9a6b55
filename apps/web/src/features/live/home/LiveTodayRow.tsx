import { zonedDay } from '@releve/contracts';
import { Link } from 'wouter';
import { useReaderTimeZone } from '../../../lib/reader-time';
import { useSchedule } from '../api/live-api';
import { clockTime } from '../schedule-layout';
import { useLiveTranslation } from '../texts';
import { useLiveAccess } from '../use-live-access';
import { useNow } from '../use-now';
import styles from './LiveTodayRow.module.css';

/** The home row "Live Schedule for Today": today's classes still to come or on air, in the reader's zone. */
export default function LiveTodayRow() {
  const { t } = useLiveTranslation();
  const zone = useReaderTimeZone();
  const now = useNow();
  const today = zonedDay(now, zone);
  const schedule = useSchedule(today);
  const access = useLiveAccess();
  const classes = (schedule.data?.classes ?? []).filter(
    (item) => zonedDay(new Date(item.startDate), zone) === today && new Date(item.endDate) > now,
  );
  return (
    <section className={styles.row} aria-labelledby="live-today" data-testid="live-today">
      <div className={styles.header}>
        <h2 id="live-today" className={styles.title}>
          {t('home.title')}
        </h2>
        <Link href="/live-class" className={styles.seeAll}>
          {t('home.seeAll')}
        </Link>
      </div>
      {schedule.isError && <p>{t('failed')}</p>}
      {schedule.isSuccess && classes.length === 0 && <p className={styles.none}>{t('home.none')}</p>}
      <ul className={styles.list}>
        {classes.map((item) => (
          <li key={item.id} className={styles.item}>
            <span className={styles.time}>{clockTime(item.startDate, zone)}</span>
            <span className={styles.name}>{item.name}</span>
            <span className={styles.duration}>{t('duration', { count: item.duration })}</span>
          </li>
        ))}
      </ul>
      {classes.length > 0 && access.kind === 'buy-day-pass' && (
        <Link href={access.href} className={styles.buy}>
          {access.price ? t('buy', { price: access.price }) : t('buyUnpriced')}
        </Link>
      )}
      {classes.length > 0 && access.kind === 'redeem-day-pass' && (
        <Link href="/live-class" className={styles.buy}>
          {t('useDayPass')}
        </Link>
      )}
    </section>
  );
}
