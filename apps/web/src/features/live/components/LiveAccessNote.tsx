import { Link } from 'wouter';
import { dayAndTime } from '../schedule-layout';
import { useLiveTranslation } from '../texts';
import type { LiveAccess } from '../use-live-access';
import styles from './LiveSchedule.module.css';

/** One line above the schedule: what this person's access lets her do, and at what price. */
export function LiveAccessNote({ access, zone }: { access: LiveAccess; zone: string }) {
  const { t } = useLiveTranslation();
  let text: string;
  if (access.kind === 'join') {
    text = access.until ? t('access.liveUntil', { time: dayAndTime(access.until, zone) }) : t('access.live');
  } else if (access.kind === 'redeem-day-pass') {
    text = t('access.redeem', { count: access.unusedDayPasses });
  } else if (access.loading) {
    // The line's height is kept while the price comes, so the schedule below does not move.
    return (
      <p className={styles.access} aria-hidden="true">
        &nbsp;
      </p>
    );
  } else if (!access.price) {
    // No Day Pass sold to this person: the pricing page says what is.
    return (
      <p className={styles.access} data-testid="live-access">
        <Link href="/pricing">{t('access.seePricing')}</Link>
      </p>
    );
  } else if (access.isMember) {
    text = t('access.buyMember', { price: access.price });
  } else {
    text = access.memberPrice
      ? t('access.buyWithMemberPrice', { price: access.price, memberPrice: access.memberPrice })
      : t('access.buy', { price: access.price });
  }
  return (
    <p className={styles.access} data-testid="live-access">
      {text}
    </p>
  );
}
