import { ALMOST_COMPLETE, type Lesson, progressOf, type VideoState } from '@releve/contracts';
import type { LessonProgress } from '../../catalog';
import type { StoredHistoryEntry } from '../../library';
import { useLocalHistory, useVideoStates } from '../../library';

/**
 * A lesson's progress: the member's state under its program video key; else (a visitor, or a lesson
 * never opened inside the program) the browser's own history of the class, where 95% counts as done.
 */
export function lessonProgressOf(
  states: Readonly<Record<string, VideoState>>,
  history: readonly Pick<StoredHistoryEntry, 'mediaid' | 'progress'>[],
  videoKey: string,
  lesson: Pick<Lesson, 'id' | 'duration'>,
): LessonProgress | undefined {
  const state = states[videoKey];
  if (state)
    return {
      lastTime: state.lastTime,
      completed: state.completed || progressOf(state.lastTime, state.duration) >= ALMOST_COMPLETE,
    };
  const entry = history.find((candidate) => candidate.mediaid === lesson.id);
  if (!entry) return undefined;
  return { lastTime: entry.progress * lesson.duration, completed: entry.progress >= ALMOST_COMPLETE };
}

/** The viewer's progress per lesson, looked up by program video key; re-renders when it changes. */
export function useLessonProgress() {
  const states = useVideoStates();
  const history = useLocalHistory();
  return (videoKey: string, lesson: Pick<Lesson, 'id' | 'duration'>) =>
    lessonProgressOf(states, history, videoKey, lesson);
}
