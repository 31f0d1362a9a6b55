import type { Course, Lesson } from '@releve/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { useReaderTimeZone } from '../../../lib/reader-time';
import { useLessonProgress } from '../../playback';
import type { LessonProgress } from './lessons';
import { ModuleLessons } from './ModuleLessons';
import styles from './program.module.css';
import { programCountPhrases } from './program-counts';
import { useSectionLocks } from './section-locks';
import { opensText } from './section-opens';

/** The member's progress key of this program's lesson of class `mediaId`, whatever place it had then. */
export function movedLessonKey(states: Readonly<Record<string, unknown>>, courseId: string, mediaId: string) {
  const prefix = `prog:${courseId}:`;
  const suffix = `:${mediaId}`;
  return Object.keys(states).find((key) => key.startsWith(prefix) && key.endsWith(suffix));
}

/**
 * The Program tab: the program's totals, Collapse all / Expand all, and each section as a
 * disclosure holding its modules and lessons. Every section starts open.
 */
export function ProgramOutline({
  course,
  isMember,
  progressOf: givenProgress,
}: {
  course: Course;
  isMember: boolean;
  /** Each lesson's progress by program video key; by default the viewer's own (account or this browser). */
  progressOf?: (videoKey: string, lesson: Lesson) => LessonProgress | undefined;
}) {
  const { t } = useTranslation('browse');
  const recordedProgress = useLessonProgress();
  const locks = useSectionLocks(course);
  const timeZone = useReaderTimeZone();
  const progressOf = givenProgress ?? recordedProgress;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (sectionId: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(sectionId)) next.delete(sectionId);
      else next.add(sectionId);
      return next;
    });

  return (
    <>
      <ul className={styles.counts} aria-label={t('counts.label')}>
        {programCountPhrases(course.counts, t).map((phrase) => (
          <li key={phrase}>{phrase}</li>
        ))}
      </ul>
      {course.sections.length === 0 ? (
        <p className={styles.muted}>{t('program.noSections')}</p>
      ) : (
        <>
          <div className={styles.outlineActions}>
            <button
              type="button"
              className={styles.textButton}
              disabled={collapsed.size === course.sections.length}
              onClick={() => setCollapsed(new Set(course.sections.map((s) => s.id)))}
            >
              {t('program.collapseAll')}
            </button>
            <button
              type="button"
              className={styles.textButton}
              disabled={collapsed.size === 0}
              onClick={() => setCollapsed(new Set())}
            >
              {t('program.expandAll')}
            </button>
          </div>
          {course.sections.map((section) => {
            const open = !collapsed.has(section.id);
            const panelId = `program-section-${section.id}`;
            const lessonCount = section.playlists.reduce((sum, playlist) => sum + playlist.videos.length, 0);
            const lock = locks.get(section.id);
            const opens = lock?.locked ? opensText(lock, t, timeZone) : undefined;
            return (
              <section key={section.id} className={styles.section}>
                <h2 className={styles.sectionHeading}>
                  <button
                    type="button"
                    className={styles.sectionToggle}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => toggle(section.id)}
                  >
                    <Icon name="chevron" size={20} className={styles.chevron} />
                    <span className={styles.sectionName}>{section.name}</span>
                    <span className={styles.sectionCount}>
                      {t('program.lessonsInSection', { count: lessonCount })}
                    </span>
                  </button>
                </h2>
                {opens && (
                  <p className={styles.opens} data-testid="section-opens">
                    <Icon name="lock" size={16} className={styles.lock} /> {opens}
                  </p>
                )}
                <div id={panelId} hidden={!open} className={styles.sectionBody}>
                  {section.description && <p className={styles.muted}>{section.description}</p>}
                  {section.playlists.map((playlist, playlistIndex) => (
                    <ModuleLessons
                      key={playlist.id}
                      courseId={course.id}
                      sectionId={section.id}
                      playlistIndex={playlistIndex}
                      name={playlist.name}
                      lessons={playlist.videos}
                      isMember={isMember}
                      sectionLocked={!!lock?.locked}
                      progressOf={progressOf}
                    />
                  ))}
                </div>
              </section>
            );
          })}
        </>
      )}
    </>
  );
}
