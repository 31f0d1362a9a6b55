import type { MediaItem } from '@releve/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDialogLink } from '../../../lib/use-dialog-link';
import { useViewer } from '../../accounts';
import { useWatchedVideos } from '../api/watched-videos';
import { useWatchlistItems } from '../api/watchlist-items';
import { datesShown, groupByDate } from '../watch-again';
import styles from './ClassesTaken.module.css';
import { LibraryGrid, LibraryGridPlaceholder, ListMessage, messageStyles } from './LibraryGrid';

const longDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

function useDayLabel() {
  const { t } = useTranslation('library');
  return (date: string) => {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    const then = new Date(year, month - 1, day);
    const today = new Date();
    today.setHours(0, 0, 0, 0);
    const daysAgo = Math.round((today.getTime() - then.getTime()) / 86_400_000);
    if (daysAgo === 0) return t('today');
    if (daysAgo === 1) return t('yesterday');
    return longDate.format(then);
  };
}

/** Watch Again: the classes taken, by day, newest first; 5 days at first, then 4 more per press. */
export function ClassesTaken() {
  const { t } = useTranslation('library');
  const viewer = useViewer();
  const loginLink = useDialogLink('login');
  const watched = useWatchedVideos();
  const [loads, setLoads] = useState(0);
  const dayLabel = useDayLabel();
  const firstNewHeading = useRef<HTMLHeadingElement>(null);
  const days = useMemo(() => groupByDate(watched.data ?? []), [watched.data]);
  const shownDays = days.slice(0, datesShown(loads));
  const ids = [...new Set(shownDays.flatMap((day) => day.videos.map((video) => video.jwId)))];
  const items = useWatchlistItems('history', ids);
  const itemsById = new Map(items.items.map((item) => [item.mediaid, item]));

  // After "show earlier days", keyboard users land on the first day that appeared.
  useEffect(() => {
    if (loads > 0) firstNewHeading.current?.focus();
  }, [loads]);

  const placeholder = <LibraryGridPlaceholder count={6} label={t('loadingHistory')} />;
  if (viewer.status === 'loading') return placeholder;
  if (!viewer.signedIn) {
    return (
      <ListMessage title={t('signInForHistory')}>
        <Link href={loginLink} className={messageStyles.action}>
          {t('signIn')}
        </Link>
      </ListMessage>
    );
  }
  if (watched.isError || items.status === 'error') {
    return (
      <ListMessage title={t('couldNotLoad')}>
        <button type="button" className={messageStyles.action} onClick={() => void watched.refetch()}>
          {t('tryAgain')}
        </button>
      </ListMessage>
    );
  }
  if (watched.isPending || items.status === 'pending') return placeholder;
  if (days.length === 0) {
    return (
      <ListMessage title={t('noClassesTaken')} text={t('noClassesTakenHint')}>
        <Link href="/sections" className={messageStyles.action}>
          {t('browseClasses')}
        </Link>
      </ListMessage>
    );
  }
  const firstNew = datesShown(loads - 1);
  return (
    <>
      <div className={styles.days}>
        {shownDays.map((day, index) => {
          const dayItems = day.videos.flatMap((video) => itemsById.get(video.jwId) ?? []) as MediaItem[];
          const headingId = `taken-${day.date}`;
          return (
            <section key={day.date} aria-labelledby={headingId} data-testid="watched-day">
              <h2
                id={headingId}
                className={styles.dayHeading}
                ref={loads > 0 && index === firstNew ? firstNewHeading : undefined}
                tabIndex={-1}
              >
                {dayLabel(day.date)}
              </h2>
              <LibraryGrid items={dayItems} label={t('classesOn', { date: dayLabel(day.date) })} />
            </section>
          );
        })}
      </div>
      {days.length > shownDays.length && (
        <div className={styles.more}>
          <button
            type="button"
            className={messageStyles.secondaryAction}
            onClick={() => setLoads((n) => n + 1)}
          >
            {t('loadMoreDates')}
          </button>
        </div>
      )}
    </>
  );
}
