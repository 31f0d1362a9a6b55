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
  const viewer = useViewer();
  const signedIn = viewer.status === 'signed-in';
  const dripped = course.sections.some((section) => section.drip);
  const answer = useQuery({
    queryKey: ['program-locks', course.id],
    queryFn: () => fetchApi(libraryPaths.programLocks(course.id)) as Promise<ProgramLocks>,
    enabled: signedIn && dripped,
  });
  if (!dripped) return new Map();
  if (signedIn && answer.data) return new Map(Object.entries(answer.data.locked));
  return new Map([...sectionLocks(course, noFacts, Date.now())].filter(([, lock]) => lock.locked));
}
