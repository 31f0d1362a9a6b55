import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { Poster } from '../../../components/Poster';
import { formatDuration } from '../../../lib/format-duration';
import { useReaderTimeZone } from '../../../lib/reader-time';
import { useWatchedShare } from '../../playback';
import { useDailyClasses } from '../api/get-daily-classes';
import styles from './ClassOfTheDay.module.css';
import { mediaPath } from './card-target';
import { classOfTheDayLabel, pickClassOfTheDay, progressStateOf } from './class-of-the-day';
import { useHomeView } from './home-view';
import type { ShelfRowProps } from './shelf-props';

/** "Thursday, March 12" for a class dated `2026-03-12` (noon, so no time zone moves the day). */
const formatDay = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${date}T12:00:00`),
  );

/** The `daily-classes` row: the Class of the Day as a hero with one button to take it. */
export function ClassOfTheDay({ shelf, priority }: ShelfRowProps) {
  const { t, i18n } = useTranslation(['home', 'catalog']);
  const { data, status } = useDailyClasses();
  // Today in the reader's zone once the page is taken over; UTC's until then, as the server drew it.
  const zone = useReaderTimeZone();
  // The console's preview (decision 044) picks for its chosen day.
  const at = useHomeView()?.at;
  const picked = data ? pickClassOfTheDay(data, at === undefined ? new Date() : new Date(at), zone) : null;
  // The member's saved progress, or a visitor's local history, as on the class's own page.
  const progress = progressStateOf(useWatchedShare(picked?.entry.media));
  const title = shelf.name || t('classOfTheDay.heading');

  if (status === 'success' && !picked) return null;
  return (
    <section className={styles.hero} aria-label={title} data-testid="class-of-the-day">
      {status === 'pending' ? (
        <div
          className={styles.layout}
          role="status"
          aria-busy="true"
          aria-label={t('loadingShelf', { title })}
        >
          <div className={styles.placeholderPoster} />
          <div className={styles.body} />
        </div>
      ) : status === 'error' || !picked ? (
        <>
          <h2 className={styles.eyebrow}>{title}</h2>
          <p className={styles.error}>{t('catalog:couldNotLoadItems')}</p>
        </>
      ) : (
        <div className={styles.layout}>
          <Poster
            images={picked.entry.media.images}
            alt=""
            sizes="(min-width: 768px) 45vw, 100vw"
            eager={priority}
            className={styles.poster}
          />
          <div className={styles.body}>
            <h2 className={styles.eyebrow}>
              {title}
              <span className={styles.day}>
                {picked.isToday ? t('classOfTheDay.today') : formatDay(picked.entry.date, i18n.language)}
              </span>
            </h2>
            <p className={styles.classTitle}>{picked.entry.media.title}</p>
            <p className={styles.meta}>
              <Icon name="clock" size={16} />
              {formatDuration(picked.entry.media.duration)}
            </p>
            {picked.entry.media.description && (
              <p className={styles.description}>{picked.entry.media.description}</p>
            )}
            <Link
              className={styles.button}
              href={mediaPath(picked.entry.media.mediaid, picked.entry.media.title, true)}
            >
              <Icon name="play" size={18} />
              {t(`classOfTheDay.buttons.${classOfTheDayLabel(picked.isToday, progress)}`)}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
