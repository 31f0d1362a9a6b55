import { useTranslation } from 'react-i18next';
import { type Chapter, chapterAt } from './chapters';
import styles from './Player.module.css';
import { formatClock } from './use-video-state';

/** The chapters of the class as buttons that jump to them; the current one is marked. */
export function ChapterList({
  chapters,
  currentTime,
  onSeek,
}: {
  chapters: readonly Chapter[];
  currentTime: number;
  onSeek: (time: number) => void;
}) {
  const { t } = useTranslation('player');
  const current = chapterAt(chapters, currentTime);
  return (
    <nav className={styles.chapters} aria-label={t('chapters')}>
      <ol>
        {chapters.map((chapter) => (
          <li key={chapter.start}>
            <button
              type="button"
              className={styles.chapterButton}
              aria-current={chapter === current ? 'true' : undefined}
              aria-label={t('chapterAt', { title: chapter.title, time: formatClock(chapter.start) })}
              onClick={() => onSeek(chapter.start)}
            >
              <span>{chapter.title}</span>
              <span className={styles.chapterTime}>{formatClock(chapter.start)}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
