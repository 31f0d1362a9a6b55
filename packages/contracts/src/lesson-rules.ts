/*
 * Where a program's lesson is (viewing.md §2, the lesson route), free of zod; a module of its own so
 * that only the pages that find lessons carry it (the catalogue's rules are in the first script).
 */
import type { Course } from './catalog';

/** A lesson route's index (viewing.md §2): an integer, 0 when missing or not a number. */
export function parseLessonIndex(value: string | undefined): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : 0;
}

/** Where a lesson plays in its program: indices count from 0 within the section and the module. */
export interface LessonPlace {
  sectionId: string;
  playlistIndex: number;
  videoIndex: number;
}

/**
 * The section, module and lesson at a place in a program, or undefined when the place names none:
 * the lesson page shows it, and the server answers 404 for a place that names nothing.
 */
export function lessonAt(course: Course, place: LessonPlace) {
  const section = course.sections.find((candidate) => candidate.id === place.sectionId);
  const playlist = section?.playlists[place.playlistIndex];
  const lesson = playlist?.videos[place.videoIndex];
  if (!section || !playlist || !lesson) return undefined;
  return { section, playlist, lesson };
}
