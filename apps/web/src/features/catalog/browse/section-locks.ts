import {
  type Course,
  libraryPaths,
  type ProgramLocks,
  type SectionLock,
  sectionLocks,
} from '@releve/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';
import { useViewer } from '../../accounts';

const noFacts = { startedAt: null, completedMediaIds: new Set<string>() };

/**
 * Which sections of the program are locked for the viewer (decision 042), by section id. The server
 * decides for a signed-in member (their start and their completed lessons); for a visitor the same
 * rules with no progress (a section opening after another, or days after starting, stays locked).
 * A program without drip asks nothing.
 */
export function useSectionLocks(course: Course): ReadonlyMap<string, SectionLock> {
  return useLocksAnswer(course).locks;
}

/**
 * One section's lock, for its lesson page; `pending` while a signed-in member's own answer is on
 * its way (the visitor's rules would lock sections that are open to them).
 */
export function useSectionLock(course: Course, sectionId: string) {
  const { locks, pending } = useLocksAnswer(course);
  const lock = locks.get(sectionId);
  return { lock: lock?.locked ? lock : undefined, pending };
}

/** The query key of the member's locks of a program: the lesson page asks again after a refusal. */
export const programLocksQueryKey = (programId: string) => ['program-locks', programId];

function useLocksAnswer(course: Course) {
  const viewer = useViewer();
  const signedIn = viewer.status === 'signed-in';
  const dripped = course.sections.some((section) => section.drip);
  const answer = useQuery({
    queryKey: programLocksQueryKey(course.id),
    queryFn: () => fetchApi(libraryPaths.programLocks(course.id)) as Promise<ProgramLocks>,
    enabled: signedIn && dripped,
  });
  if (!dripped) return { locks: new Map<string, SectionLock>(), pending: false };
  if (signedIn && answer.data) return { locks: new Map(Object.entries(answer.data.locked)), pending: false };
  const pending = viewer.status === 'loading' || (signedIn && answer.isPending);
  const locks = new Map([...sectionLocks(course, noFacts, Date.now())].filter(([, lock]) => lock.locked));
  return { locks, pending };
}
