import { type Lesson, programVideoKey } from '@releve/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { formatDuration } from '../../../lib/format-duration';
import { lessonStatus } from '../../catalog';
import styles from './lesson.module.css';
import { useLessonProgress } from './lesson-progress';
import { type LessonPlace, lessonPath, sideListRows } from './lesson-rules';
import { LESSON_NS } from './texts';

interface Props {
  courseId: string;
  place: LessonPlace;
  name: string;
  videos: readonly Lesson[];
}

/**
 * The playlist beside the player (viewing.md §2): its lessons linking to their place, the current
 * one highlighted, completed ones marked; Last and Next tags up to 20 lessons, and beyond that the
 * first or last 3 with a "+N more..." button that opens the whole list.
 */
export function LessonSideList({ courseId, place, name, videos }: Props) {
  const { t } = useTranslation(LESSON_NS);
  const [expanded, setExpanded] = useState(false);
  const progressOf = useLessonProgress();
  const rows = sideListRows(videos.length, place.videoIndex, expanded);

  return (
    <nav className={styles.side} aria-label={t('listLabel', { name })}>
      <h2 className={styles.sideHeading}>{name}</h2>
      <ol className={styles.sideList}>
        {rows.map((row) => {
          if (row.kind === 'more') {
            return (
              <li key="more">
                <button type="button" className={styles.more} onClick={() => setExpanded(true)}>
                  {t('more', { count: row.count })}
                </button>
              </li>
            );
          }
          const lesson = videos[row.index] as Lesson;
          const key = programVideoKey(courseId, place.sectionId, place.playlistIndex, row.index, lesson.id);
          const completed = lessonStatus(progressOf(key, lesson)) === 'completed';
          return (
            <li key={key}>
              <Link
                href={lessonPath(courseId, { ...place, videoIndex: row.index })}
                className={`${styles.sideItem} ${row.current ? styles.current : ''}`}
                aria-current={row.current ? 'page' : undefined}
                data-completed={completed || undefined}
              >
                <span className={styles.sideIndex} aria-hidden="true">
                  {completed ? <Icon name="progressDone" size={18} /> : row.index + 1}
                </span>
                <span className={styles.sideTitle}>
                  {lesson.title}
                  {completed && <span className="visually-hidden"> ({t('completed')})</span>}
                </span>
                {row.neighbour === 'last' && <span className={styles.tag}>{t('last')}</span>}
                {row.neighbour === 'next' && <span className={styles.tag}>{t('nextTag')}</span>}
                <span className={styles.sideDuration}>{formatDuration(lesson.duration)}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
