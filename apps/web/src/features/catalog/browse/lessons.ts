import type { Lesson } from '@releve/contracts';

/** Where a program's lesson plays: indices count from 0 within the section and the module. */
export function lessonHref(
  courseId: string,
  sectionId: string,
  playlistIndex: number,
  videoIndex: number,
): string {
  return `/programs/${encodeURIComponent(courseId)}/sections/${encodeURIComponent(sectionId)}/p/${playlistIndex}/v/${videoIndex}`;
}

/** Members open every lesson; everyone else only the free (unlocked) ones, the rest lead to pricing. */
export function isLessonLocked(lesson: Pick<Lesson, 'unlocked'>, isMember: boolean): boolean {
  return !isMember && !lesson.unlocked;
}

export type LessonStatus = 'completed' | 'in-progress' | 'not-started';

/** A lesson's progress as the playback issue will record it (viewing.md §3: lastTime, completed). */
export interface LessonProgress {
  lastTime: number;
  completed: boolean;
}

/** The status icon a lesson gets; without recorded progress it is not started. */
export function lessonStatus(progress: LessonProgress | undefined): LessonStatus {
  if (!progress) return 'not-started';
  if (progress.completed) return 'completed';
  return progress.lastTime > 0 ? 'in-progress' : 'not-started';
}
