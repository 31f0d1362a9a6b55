import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type AbLoop, loopJump, setLoopPoint } from './ab-loop';
import { closeMonoAudio, setMonoAudio } from './mono-audio';
import { FRAME_SECONDS, type PlayerAction } from './shortcuts';
import { stepRate } from './speed';
import { usePlayerPreferences } from './use-player-preferences';

/**
 * The dancer's tools on one video element: mirror, speed (pitch kept), mono audio, the A-B loop,
 * the music's counts shown or not, and the actions the buttons and keys share.
 */
export function usePlayerTools(
  videoRef: RefObject<HTMLVideoElement | null>,
  containerRef: RefObject<HTMLElement | null>,
) {
  const [preferences, changePreferences] = usePlayerPreferences();
  const [loop, setLoop] = useState<AbLoop>({});
  const [helpOpen, setHelpOpen] = useState(false);
  const [countsOn, setCountsOn] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const { playbackRate: rate, mirror, monoAudio } = preferences;
  // What the last key or click chose, ahead of the render that shows it: a second press of `]` in the
  // same moment steps from there, not from the value the first one is replacing.
  const chosen = useRef({ rate, mirror });
  const shown = useRef({ rate, mirror });
  if (shown.current.rate !== rate || shown.current.mirror !== mirror) {
    shown.current = { rate, mirror };
    chosen.current = { rate, mirror };
  }

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // Attaching a new source resets the rate to the default one, so both are set.
    const apply = () => {
      video.defaultPlaybackRate = rate;
      video.playbackRate = rate;
      video.preservesPitch = true;
    };
    apply();
    video.addEventListener('loadedmetadata', apply);
    return () => video.removeEventListener('loadedmetadata', apply);
  }, [videoRef, rate]);

  useEffect(() => {
    const video = videoRef.current;
    if (video) setMonoAudio(video, monoAudio);
  }, [videoRef, monoAudio]);
  useEffect(() => {
    const video = videoRef.current;
    return () => {
      if (video) closeMonoAudio(video);
    };
  }, [videoRef]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const check = () => {
      // Between two sources (a camera angle being switched to) the element has no position of its own.
      if (video.readyState === HTMLMediaElement.HAVE_NOTHING) return;
      const jump = loopJump(loop, video.currentTime);
      if (jump !== undefined) video.currentTime = jump;
    };
    video.addEventListener('timeupdate', check);
    return () => video.removeEventListener('timeupdate', check);
  }, [videoRef, loop]);

  useEffect(() => {
    // The container (not the video) goes full screen: the mirror and our controls come along.
    const onChange = () =>
      setFullscreen(!!containerRef.current && document.fullscreenElement === containerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [containerRef]);

  const run = useCallback(
    (action: PlayerAction) => {
      const video = videoRef.current;
      if (!video) return;
      const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
      const seekTo = (time: number) => {
        video.currentTime = Math.min(end, Math.max(0, time));
      };
      switch (action.type) {
        case 'togglePlay':
          if (video.paused || video.ended) video.play().catch(() => undefined);
          else video.pause();
          break;
        case 'seekBy':
          seekTo(video.currentTime + action.seconds);
          break;
        case 'frame':
          seekTo(video.currentTime + action.direction * FRAME_SECONDS);
          break;
        case 'volumeBy':
          video.muted = false;
          video.volume = Math.min(1, Math.max(0, Math.round((video.volume + action.amount) * 100) / 100));
          break;
        case 'toggleMute':
          video.muted = !video.muted;
          break;
        case 'toggleMirror':
          chosen.current.mirror = !chosen.current.mirror;
          changePreferences({ mirror: chosen.current.mirror });
          break;
        case 'rate':
          chosen.current.rate = stepRate(chosen.current.rate, action.direction);
          changePreferences({ playbackRate: chosen.current.rate });
          break;
        case 'loopPoint':
          setLoop((old) => setLoopPoint(old, action.point, video.currentTime));
          break;
        case 'setLoop':
          setLoop({ a: action.a, b: action.b });
          seekTo(action.a);
          break;
        case 'toggleCounts':
          setCountsOn((on) => !on);
          break;
        case 'toggleFullscreen':
          if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
          else containerRef.current?.requestFullscreen?.().catch(() => undefined);
          break;
        case 'toggleHelp':
          setHelpOpen((open) => !open);
          break;
        case 'nextAngle':
          // The player's source switches angles (use-player-source.ts).
          break;
      }
    },
    [videoRef, containerRef, changePreferences],
  );

  return {
    rate,
    mirror,
    monoAudio,
    loop,
    helpOpen,
    countsOn,
    fullscreen,
    run,
    closeHelp: () => setHelpOpen(false),
    toggleMono: () => changePreferences({ monoAudio: !monoAudio }),
  };
}
