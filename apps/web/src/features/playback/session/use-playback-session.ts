import type { MediaItem } from '@releve/contracts';
import { type RefObject, useEffect, useRef } from 'react';
import { useRecordClassTaken, useSaveProgress } from '../../library';
import { dueMilestones, freshMilestones, markDone } from '../player/milestones';
import { newPlaybackId, sendPlayerEvent } from './player-events';

export interface SessionOptions {
  item: MediaItem;
  /** The media id (default), or a program video key for a lesson. */
  videoKey?: string;
  programId?: string | null;
  /** Fewer than 10 s remain (once per item): offer the next class. */
  onAutoplayPrompt?: () => void;
  /** Almost complete (95%, once per item). */
  onAlmostComplete?: () => void;
  onEnded?: () => void;
}

/** A jump larger than this between two time updates is a seek, not viewing. */
const MAX_VIEWING_STEP = 1.5;

/**
 * What one playback of an item records (viewing.md §4): progress (reported as it plays, saved on
 * pause, complete, leaving and unmount through the library's saver), almost complete once with the
 * class taken, the autoplay prompt once, and the analytics events once each.
 */
export function usePlaybackSession(videoRef: RefObject<HTMLVideoElement | null>, options: SessionOptions) {
  const { item, videoKey, programId } = options;
  const progress = useSaveProgress({ item, videoKey, programId });
  const recordTaken = useRecordClassTaken();
  const latest = useRef({ options, progress, recordTaken });
  latest.current = { options, progress, recordTaken };

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const mediaId = item.mediaid;
    const playbackId = newPlaybackId();
    let done = freshMilestones();
    let watched = 0;
    let lastTime = video.currentTime;
    const durationNow = () =>
      Number.isFinite(video.duration) && video.duration > 0 ? video.duration : item.duration;

    const check = (ended: boolean) => {
      const { options: current, progress: saver, recordTaken: taken } = latest.current;
      const duration = durationNow();
      const due = dueMilestones(done, { time: video.currentTime, duration, watched, ended });
      done = markDone(done, due);
      for (const kind of due.events) sendPlayerEvent(mediaId, playbackId, kind, video.currentTime);
      if (due.almostComplete) {
        saver.report({ lastTime: video.currentTime, duration, completed: true });
        saver.flush();
        taken.mutate({ mediaId, programId: current.programId });
        current.onAlmostComplete?.();
      }
      if (due.autoplayPrompt) current.onAutoplayPrompt?.();
    };
    // Between two sources (a camera angle being switched to) the element's time is no one's progress.
    const between = () => video.readyState === HTMLMediaElement.HAVE_NOTHING;
    const onTime = () => {
      if (between()) return;
      const step = video.currentTime - lastTime;
      if (!video.paused && step > 0 && step < MAX_VIEWING_STEP) watched += step;
      lastTime = video.currentTime;
      // The first frames of a resumed class are not news worth a save.
      if (watched > 0)
        latest.current.progress.report({ lastTime: video.currentTime, duration: durationNow() });
      if (!video.paused) check(false);
    };
    const onPause = () => {
      if (video.ended || watched === 0 || between()) return;
      latest.current.progress.report({ lastTime: video.currentTime, duration: durationNow() });
      latest.current.progress.flush();
    };
    const onPlaying = () => check(false);
    const onEnded = () => {
      check(true);
      latest.current.progress.report({ lastTime: durationNow(), duration: durationNow(), completed: true });
      latest.current.progress.flush();
      latest.current.options.onEnded?.();
    };
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', onPause);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('ended', onEnded);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('ended', onEnded);
    };
  }, [videoRef, item.mediaid, item.duration]);
}
