import { type Lesson, programVideoKey } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon, type IconName } from '../../../components/Icon';
import { formatDuration } from '../../../lib/format-duration';
import { isLessonLocked, type LessonProgress, type LessonStatus, lessonHref, lessonStatus } from './lessons';
import styles from './program.module.css';

const statusIcons: Record<LessonStatus, IconName> = {
  completed: 'progressDone',
  'in-progress': 'progressHalf',
  'not-started': 'progressNone',
};

interface Props {
  courseId: string;
  sectionId: string;
  playlistIndex: number;
  name: string;
  lessons: readonly Lesson[];
  isMember: boolean;
  /** Its section is not open to the viewer yet (decision 042): its lessons are listed, not playable. */
  sectionLocked?: boolean;
  /** Each lesson's recorded progress, by its program video key. */
  progressOf: (videoKey: string, lesson: Lesson) => LessonProgress | undefined;
}

/** One module (a playlist of the section): its lessons with status, Free tag, lock and duration. */
export function ModuleLessons({
  courseId,
  sectionId,
  playlistIndex,
  name,
  lessons,
  isMember,
  sectionLocked = false,
  progressOf,
}: Props) {
  const { t } = useTranslation(['browse', 'catalog']);
  return (
    <div className={styles.module}>
      <h3 className={styles.moduleName}>{name}</h3>
      {lessons.length === 0 ? (
        <p className={styles.muted}>{t('program.noLessons')}</p>
      ) : (
        <ol className={styles.lessons}>
          {lessons.map((lesson, videoIndex) => {
            const locked = isLessonLocked(lesson, isMember);
            const videoKey = programVideoKey(courseId, sectionId, playlistIndex, videoIndex, lesson.id);
            const status = lessonStatus(progressOf(videoKey, lesson));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a playlist may hold the same class twice
              <li key={`${lesson.id}-${videoIndex}`}>
                {sectionLocked ? (
                  <span className={styles.lesson} data-status={status} aria-disabled="true">
                    <Icon
                      name={statusIcons[status]}
                      size={20}
                      className={styles.status}
                      label={t(`program.status.${status}`)}
                    />
                    <span className={styles.lessonTitle}>{lesson.title}</span>
                    <Icon name="lock" size={16} className={styles.lock} label={t('program.notOpen')} />
                    <span className={styles.lessonDuration}>{formatDuration(lesson.duration)}</span>
                  </span>
                ) : (
                  <Link
                    href={locked ? '/pricing' : lessonHref(courseId, sectionId, playlistIndex, videoIndex)}
                    className={styles.lesson}
                    data-status={status}
                  >
                    <Icon
                      name={statusIcons[status]}
                      size={20}
                      className={styles.status}
                      label={t(`program.status.${status}`)}
                    />
                    <span className={styles.lessonTitle}>{lesson.title}</span>
                    {lesson.unlocked && <span className={styles.free}>{t('catalog:free')}</span>}
                    {locked && (
                      <Icon name="lock" size={16} className={styles.lock} label={t('program.membersOnly')} />
                    )}
                    <span className={styles.lessonDuration}>{formatDuration(lesson.duration)}</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
