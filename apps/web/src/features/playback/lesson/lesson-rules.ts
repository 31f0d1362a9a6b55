import type { Course, Lesson } from '@releve/contracts';
import { type LessonPlace, lessonAt, parseLessonIndex } from '@releve/contracts/lesson-rules';

export type { LessonPlace };

/** Side lists of more videos than this are truncated and show no Last/Next neighbours (viewing.md §2). */
export const SIDE_LIST_FULL_MAX = 20;
/** A truncated side list keeps this many videos at its start or its end. */
export const SIDE_LIST_TRUNCATED_SHOWN = 3;

/** The route's indices: integers, 0 when missing or not a number (viewing.md §2). */
export const parseIndex = parseLessonIndex;

/** Where a lesson plays: indices count from 0 within the section and the module. */
export function lessonPath(courseId: string, place: LessonPlace): string {
  return `/programs/${encodeURIComponent(courseId)}/sections/${encodeURIComponent(place.sectionId)}/p/${place.playlistIndex}/v/${place.videoIndex}`;
}

export interface FoundLesson {
  section: Course['sections'][number];
  playlist: Course['sections'][number]['playlists'][number];
  lesson: Lesson;
  /** 1-based position in its playlist, and the playlist's length ("n of total"). */
  position: number;
  total: number;
  previous?: LessonPlace;
  next?: LessonPlace;
}

/** The lessons of a section in playing order, module after module. */
function sectionPlaces(section: Course['sections'][number]): LessonPlace[] {
  return section.playlists.flatMap((playlist, playlistIndex) =>
    playlist.videos.map((_, videoIndex) => ({ sectionId: section.id, playlistIndex, videoIndex })),
  );
}

/**
 * The lesson at a place in a program, with its position and its neighbours: Previous and Next walk
 * the section's lessons in order, across its modules, and stop at the section's ends.
 */
export function findLesson(course: Course, place: LessonPlace): FoundLesson | undefined {
  const found = lessonAt(course, place);
  if (!found) return undefined;
  const { section, playlist, lesson } = found;
  const places = sectionPlaces(section);
  const at = places.findIndex(
    (candidate) =>
      candidate.playlistIndex === place.playlistIndex && candidate.videoIndex === place.videoIndex,
  );
  return {
    section,
    playlist,
    lesson,
    position: place.videoIndex + 1,
    total: playlist.videos.length,
    previous: places[at - 1],
    next: places[at + 1],
  };
}

export type SideListRow =
  | { kind: 'video'; index: number; current: boolean; neighbour?: 'last' | 'next' }
  | { kind: 'more'; count: number };

/**
 * The side list of a playlist (viewing.md §2): every video with the current one marked and its
 * neighbours labelled Last and Next when the playlist has 20 videos or fewer. Longer playlists are
 * truncated to their first 3 videos (current in the first half) or their last 3, with a "+N more..."
 * row standing for the rest; `expanded` shows them all, still without neighbours.
 */
export function sideListRows(total: number, current: number, expanded = false): SideListRow[] {
  const video = (index: number): SideListRow => ({ kind: 'video', index, current: index === current });
  if (total <= SIDE_LIST_FULL_MAX) {
    return Array.from({ length: total }, (_, index) => {
      const row = video(index);
      if (index === current - 1) return { ...row, neighbour: 'last' as const };
      if (index === current + 1) return { ...row, neighbour: 'next' as const };
      return row;
    });
  }
  if (expanded) return Array.from({ length: total }, (_, index) => video(index));
  const hidden: SideListRow = { kind: 'more', count: total - SIDE_LIST_TRUNCATED_SHOWN };
  if (current < total / 2) {
    return [...Array.from({ length: SIDE_LIST_TRUNCATED_SHOWN }, (_, index) => video(index)), hidden];
  }
  const first = total - SIDE_LIST_TRUNCATED_SHOWN;
  return [hidden, ...Array.from({ length: SIDE_LIST_TRUNCATED_SHOWN }, (_, index) => video(first + index))];
}
