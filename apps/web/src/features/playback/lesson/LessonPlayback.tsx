import type { MediaItem } from '@releve/contracts';
import { useRef } from 'react';
import { Player } from '../player/Player';
import { useResumeShare } from '../session/resume';
import { usePlaybackSession } from '../session/use-playback-session';

interface Props {
  item: MediaItem;
  programId: string;
  sectionId: string;
  /** The program video key the member's progress is saved under. */
  videoKey: string;
  onLocked: () => void;
}

/**
 * A program lesson playing: the shared player, its progress saved under the program video key
 * (so the program knows which of its lessons are done) and resumed from there.
 */
export function LessonPlayback({ item, programId, sectionId, videoKey, onLocked }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const resumeShare = useResumeShare(item, videoKey);
  usePlaybackSession(videoRef, { item, videoKey, programId });
  return (
    <Player
      mediaId={item.mediaid}
      title={item.title}
      poster={item.image ?? undefined}
      layout="inline"
      autoPlay={false}
      resumeShare={resumeShare}
      videoRef={videoRef}
      lesson={{ programId, sectionId }}
      onLocked={onLocked}
    />
  );
}
