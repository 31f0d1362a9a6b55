import { type RefObject, useEffect, useState } from 'react';

/** What the controls show, read from the video element's own events. */
export interface VideoState {
  paused: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  /** Waiting for data with playback wanted (the spinner). */
  waiting: boolean;
  ended: boolean;
}

const initial: VideoState = {
  paused: true,
  currentTime: 0,
  duration: 0,
  volume: 1,
  muted: false,
  waiting: false,
  ended: false,
};

const watchedEvents = [
  'play',
  'pause',
  'playing',
  'waiting',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'volumechange',
  'seeked',
  'ended',
] as const;

export function useVideoState(ref: RefObject<HTMLVideoElement | null>): VideoState {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const read = (event?: Event) =>
      setState({
        paused: video.paused,
        currentTime: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        volume: video.volume,
        muted: video.muted,
        waiting:
          event?.type === 'waiting'
            ? true
            : event?.type === 'playing'
              ? false
              : video.readyState < 3 && !video.paused,
        ended: video.ended,
      });
    for (const name of watchedEvents) video.addEventListener(name, read);
    read();
    return () => {
      for (const name of watchedEvents) video.removeEventListener(name, read);
    };
  }, [ref]);
  return state;
}

/** "1:05", "12:00", "1:02:03". */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
