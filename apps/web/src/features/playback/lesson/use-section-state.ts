import { libraryPaths, SAVE_DEBOUNCE_MS } from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../../lib/api-client';
import { useViewer } from '../../accounts';
import { updateProfileUser } from '../../library';
import type { LessonPlace } from './lesson-rules';

/** What a program remembers of one section: the lesson the member last opened in it. */
export interface SectionPlace {
  playlistIndex: number;
  videoIndex: number;
  videoId: string;
}

/**
 * The program's section state after opening a lesson: that section's place replaced, the other
 * sections kept, and `lastSectionId` naming where the member was last.
 */
export function nextSectionState(
  before: Readonly<Record<string, unknown>>,
  place: LessonPlace,
  videoId: string,
): Record<string, unknown> {
  const sectionPlace: SectionPlace = {
    playlistIndex: place.playlistIndex,
    videoIndex: place.videoIndex,
    videoId,
  };
  return { ...before, [place.sectionId]: sectionPlace, lastSectionId: place.sectionId };
}

/**
 * Saves where a signed-in member is in a program (viewing.md §4: section state, debounced 1 s), so
 * quick Previous/Next clicks send one request for the lesson they settle on. Visitors save nothing.
 */
export function useSaveSectionState(
  programId: string | undefined,
  place: LessonPlace,
  videoId: string | undefined,
) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const signedIn = viewer.status === 'signed-in';
  const latestState = useRef(viewer.profile?.user.programState);
  latestState.current = viewer.profile?.user.programState;
  const { sectionId, playlistIndex, videoIndex } = place;

  useEffect(() => {
    if (!signedIn || !programId || !videoId) return;
    const timer = setTimeout(() => {
      const before = latestState.current?.[programId]?.sectionState ?? {};
      const sectionState = nextSectionState(before, { sectionId, playlistIndex, videoIndex }, videoId);
      updateProfileUser(queryClient, (user) => ({
        ...user,
        programState: {
          ...user.programState,
          [programId]: { sectionState, updatedAt: new Date().toISOString() },
        },
      }));
      void callApi(libraryPaths.sectionState(programId), { method: 'POST', body: { sectionState } }).catch(
        () => {
          // Losing this costs only the "where was I" of the program; the next lesson saves it again.
        },
      );
    }, SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [signedIn, programId, videoId, sectionId, playlistIndex, videoIndex, queryClient]);
}
