import { type Course, programVideoKey } from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { StatusPage } from '../../../components/StatusPage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTrialEligible, useViewer } from '../../accounts';
import {
  isLessonLocked,
  lessonStatus,
  programLocksQueryKey,
  useCourse,
  useMedia,
  useOpensText,
  useSectionLock,
} from '../../catalog';
import { CompletedBar } from '../lesson/CompletedBar';
import { LessonHeader } from '../lesson/LessonHeader';
import { LessonPlayback } from '../lesson/LessonPlayback';
import { LessonSideList } from '../lesson/LessonSideList';
import { LockedLesson } from '../lesson/LockedLesson';
import styles from '../lesson/lesson.module.css';
import { useLessonProgress } from '../lesson/lesson-progress';
import {
  type FoundLesson,
  findLesson,
  type LessonPlace,
  lessonPath,
  parseIndex,
} from '../lesson/lesson-rules';
import { ensureLessonTexts, LESSON_NS } from '../lesson/texts';
import { useSaveSectionState } from '../lesson/use-section-state';

type Params = { courseId: string; sectionId: string; playlistIndex: string; videoIndex: string };

/** /programs/{courseId}/sections/{sectionId}/p/{playlistIndex}/v/{videoIndex}: a program's lesson player. */
export default function LessonPage() {
  ensureLessonTexts();
  const { t } = useTranslation(LESSON_NS);
  const params = useParams<Params>();
  const courseId = params.courseId ?? '';
  const place: LessonPlace = {
    sectionId: params.sectionId ?? '',
    playlistIndex: parseIndex(params.playlistIndex),
    videoIndex: parseIndex(params.videoIndex),
  };
  const course = useCourse(courseId);
  const found = course.data ? findLesson(course.data, place) : undefined;
  useSaveSectionState(found ? courseId : undefined, place, found?.lesson.id);
  useDocumentTitle(found?.lesson.title ?? (course.data === undefined ? t('loading') : t('notFound')));

  if (course.isError && !course.data) {
    return (
      <StatusPage title={t('couldNotLoad')}>
        <button type="button" className={styles.step} onClick={() => void course.refetch()}>
          {t('retry')}
        </button>
      </StatusPage>
    );
  }
  if (course.data === undefined) return <LessonPlaceholder label={t('loading')} />;
  if (!course.data || !found) {
    return (
      <StatusPage title={t('notFound')} testId="not-found">
        <p>{t('notFoundText')}</p>
        {course.data && (
          <p>
            <Link href={`/programs/${encodeURIComponent(courseId)}`}>{t('backToProgram')}</Link>
          </p>
        )}
      </StatusPage>
    );
  }
  return <Lesson key={lessonPath(courseId, place)} course={course.data} place={place} found={found} />;
}

/** The page's shape while the program loads, so nothing moves when it arrives. */
function LessonPlaceholder({ label }: { label: string }) {
  return (
    <div className={styles.page} role="status" aria-label={label}>
      <div className={styles.headerPlaceholder} />
      <div className={styles.layout}>
        <div className={styles.stagePlaceholder} />
        <div className={styles.sidePlaceholder} />
      </div>
    </div>
  );
}

function Lesson({ course, place, found }: { course: Course; place: LessonPlace; found: FoundLesson }) {
  const { t } = useTranslation(LESSON_NS);
  const viewer = useViewer();
  const { lesson, section, playlist } = found;
  const media = useMedia(lesson.id);
  const [refused, setRefused] = useState(false);
  const sectionLock = useSectionLock(course, place.sectionId);
  const opens = useOpensText(sectionLock.lock);
  const queryClient = useQueryClient();
  // A refusal may be the section's drip rule the page did not know of yet: ask for the locks again.
  const onLocked = useCallback(() => {
    setRefused(true);
    void queryClient.invalidateQueries({ queryKey: programLocksQueryKey(course.id) });
  }, [queryClient, course.id]);
  const progressOf = useLessonProgress();
  const videoKey = programVideoKey(
    course.id,
    place.sectionId,
    place.playlistIndex,
    place.videoIndex,
    lesson.id,
  );
  const completed = lessonStatus(progressOf(videoKey, lesson)) === 'completed';
  const locked =
    !!opens || refused || (viewer.status !== 'loading' && isLessonLocked(lesson, viewer.isMember));
  const trialEligible = useTrialEligible() && !viewer.isMember;
  const programHref = `/programs/${encodeURIComponent(course.id)}`;
  const neighbour = (at: LessonPlace | undefined) => {
    const video =
      at &&
      course.sections.find((s) => s.id === at.sectionId)?.playlists[at.playlistIndex]?.videos[at.videoIndex];
    return at && video ? { href: lessonPath(course.id, at), title: video.title } : undefined;
  };
  const next = neighbour(found.next);

  return (
    <div className={styles.page}>
      <LessonHeader
        title={lesson.title}
        sectionName={section.name}
        programName={course.name}
        position={found.position}
        total={found.total}
        previous={neighbour(found.previous)}
        next={next}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={styles.stage}>
            {sectionLock.pending ? (
              <div className={styles.stagePlaceholder} role="status" aria-label={t('loading')} />
            ) : locked ? (
              <LockedLesson
                title={lesson.title}
                item={media.data}
                thumbnail={lesson.videoThumbnail}
                opens={opens}
                programHref={programHref}
              />
            ) : media.data && viewer.status !== 'loading' ? (
              <LessonPlayback
                item={media.data}
                programId={course.id}
                sectionId={place.sectionId}
                videoKey={videoKey}
                onLocked={onLocked}
              />
            ) : (
              <div className={styles.stagePlaceholder} role="status" aria-label={t('loading')} />
            )}
          </div>
          {completed && !locked && <CompletedBar nextHref={next?.href} programHref={programHref} />}
          {trialEligible && (
            <Link href="/pricing" className={styles.trial}>
              {t('startTrial')}
            </Link>
          )}
          {lesson.description && <p className={styles.description}>{lesson.description}</p>}
        </div>
        <LessonSideList courseId={course.id} place={place} name={playlist.name} videos={playlist.videos} />
      </div>
    </div>
  );
}
