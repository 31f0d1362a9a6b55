import { zonedDay } from '@releve/contracts';
import { Link } from 'wouter';
import { useReaderTimeZone } from '../../../lib/reader-time';
import { useViewer } from '../../accounts';
import { useVideoStates } from '../../library';
import { useWeekRsvps } from '../api/week-plan-api';
import { DayCard, type DayCardActions } from '../components/DayCard';
import styles from '../components/WeekPlan.module.css';
import { useWeekPlanTranslation } from '../texts';
import { buildWeek } from '../week-view';

const noEdits: DayCardActions = {
  removeLive: () => {},
  removeRecorded: () => {},
  moveWithin: () => {},
  moveToDay: () => {},
};

/** The home row "My Week Plan" for a member: today's card of her real plan, and the way to the page. */
export default function MyWeekRow() {
  const { t } = useWeekPlanTranslation();
  const { profile } = useViewer();
  const rsvps = useWeekRsvps(!!profile);
  const videoStates = useVideoStates();
  const user = profile?.user;
  const zone = useReaderTimeZone();
  if (!user) return null;
  const now = new Date();
  const today = zonedDay(now, zone);
  const week = buildWeek(user.myWeekPlan, rsvps.data?.rsvps ?? [], videoStates, today, zone, now);
  const todayCard = week[0];
  return (
    <section className={styles.row} aria-labelledby="my-week-row" data-testid="my-week-row">
      <div className={styles.rowHeader}>
        <h2 id="my-week-row" className={styles.dayTitle}>
          <Link href="/my-week">{t('home.title')}</Link>
        </h2>
        <Link className={styles.outline} href="/my-week">
          {t('home.open')}
        </Link>
      </div>
      {todayCard && (
        <DayCard day={todayCard} week={week} today={today} zone={zone} editing={false} actions={noEdits} />
      )}
    </section>
  );
}
