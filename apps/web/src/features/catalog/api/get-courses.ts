import type { Course } from '@releve/contracts';
import { apiPaths } from '@releve/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

/** Every program with its sections, modules and lessons. */
export function useCourses() {
  return useQuery({
    queryKey: ['courses'],
    queryFn: async () => ((await fetchApi(apiPaths.courses)) as { courses: Course[] }).courses,
  });
}

/** One program's whole tree, or null when no program has that id. */
export function useCourse(programId: string | undefined) {
  const courses = useCourses();
  const course = programId ? (courses.data?.find((c) => c.id === programId) ?? null) : null;
  return { ...courses, data: courses.data ? course : undefined };
}
