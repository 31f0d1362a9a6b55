import { anglePaths, playbackPaths } from '@releve/contracts';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type AttachedSource, attachHls, type FatalReason } from './attach-hls';
import { forgetToken, type LessonPlace, signMedia } from './sign';

export type SourceStatus = 'signing' | 'ready' | 'locked' | 'error';

interface Options {
  mediaId: string;
  /** Who watches: a member's id, or '' for a visitor (tokens are bound to the member). */
  owner: string;
  /**
   * Share of the video to resume from (0 to 1; 0 starts at the beginning); null while it is not known
   * (a member's progress still loading): the video is attached once it is.
   */
  resumeShare: number | null;
  autoPlay: boolean;
  /** Played as a program's lesson: signed for its place. */
  lesson?: LessonPlace;
}

/**
 * Signs the media, then plays its manifest in the video element. A token refused on the
 * manifest (expired, or the member signed out elsewhere) is signed once more before giving up.
 */
/** How far from the moment switched at the next angle may start before it is put there (seconds). */
const SAME_MOMENT_S = 0.05;

export function usePlayerSource(video: RefObject<HTMLVideoElement | null>, options: Options) {
  const { mediaId, owner, autoPlay } = options;
  const programId = options.lesson?.programId;
  const sectionId = options.lesson?.sectionId;
  const lesson = useMemo(
    () => (programId && sectionId ? { programId, sectionId } : undefined),
    [programId, sectionId],
  );
  const [status, setStatus] = useState<SourceStatus>('signing');
  const [token, setToken] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const resignedFor = useRef<string | undefined>(undefined);
  // The sign answer's start playlists (decision 041), for attaching its token: each attach answers
  // them from memory once; a token from the tab's cache comes without them.
  const startPlaylists = useRef<{ token: string; playlists: Record<string, string> } | undefined>(undefined);
  // Read once per source: resuming mid-playback must not jump when the saved progress changes.
  const resumeShare = useRef(options.resumeShare);
  resumeShare.current = token && resumeShare.current !== null ? resumeShare.current : options.resumeShare;
  const resumeKnown = resumeShare.current !== null;
  // The camera angle playing (decision 063): null is the class's own video. A switch starts the next
  // angle where the last one was, playing or paused as it was.
  const [angle, setAngle] = useState<string | null>(null);
  const switchedAt = useRef<{ time: number; playing: boolean } | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new class starts on its own video
  useEffect(() => {
    setAngle(null);
    switchedAt.current = undefined;
  }, [mediaId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    const abort = new AbortController();
    setStatus('signing');
    setToken(undefined);
    signMedia(mediaId, owner, abort.signal, lesson)
      .then((result) => {
        if (abort.signal.aborted) return;
        if (result.kind === 'locked') return setStatus('locked');
        startPlaylists.current = result.playlists && { token: result.token, playlists: result.playlists };
        setToken(result.token);
      })
      .catch(() => {
        if (!abort.signal.aborted) setStatus('error');
      });
    return () => abort.abort();
  }, [mediaId, owner, attempt, lesson]);

  useEffect(() => {
    const element = video.current;
    if (!token || !element || !resumeKnown) return;
    let attached: AttachedSource | undefined;
    let closed = false;
    const onFatal = (reason: FatalReason) => {
      if (closed) return;
      if (reason === 'forbidden' && resignedFor.current !== token) {
        resignedFor.current = token;
        forgetToken(mediaId, lesson);
        setAttempt((n) => n + 1);
        return;
      }
      setStatus(reason === 'forbidden' ? 'locked' : 'error');
    };
    // The saved share, not seconds: the catalogue's duration and the file's can differ.
    const share = resumeShare.current ?? 0;
    const switched = switchedAt.current;
    // Used once: a token signed afresh later resumes as a first start does.
    switchedAt.current = undefined;
    const resume = () => {
      if (share > 0 && Number.isFinite(element.duration)) element.currentTime = share * element.duration;
    };
    if (!switched) element.addEventListener('loadedmetadata', resume, { once: true });
    // The next angle's loading may begin at its segment's start rather than the moment asked for: once
    // its first data is in, it goes on from exactly where the last angle was.
    const sameMoment = () => {
      if (switched && Math.abs(element.currentTime - switched.time) > SAME_MOMENT_S) {
        element.currentTime = switched.time;
      }
    };
    if (switched) element.addEventListener('loadeddata', sameMoment, { once: true });
    const start = startPlaylists.current?.token === token ? startPlaylists.current.playlists : undefined;
    const manifest = angle ? anglePaths.manifest(token, angle) : playbackPaths.manifest(token);
    attachHls(element, manifest, onFatal, angle ? undefined : start, switched?.time)
      .then((source) => {
        if (closed) return source.destroy();
        attached = source;
        setStatus('ready');
        // Browsers refuse to start with sound without a gesture: the big play button stays then.
        if (switched ? switched.playing : autoPlay) element.play().catch(() => undefined);
      })
      .catch(() => !closed && setStatus('error'));
    return () => {
      closed = true;
      element.removeEventListener('loadedmetadata', resume);
      element.removeEventListener('loadeddata', sameMoment);
      attached?.destroy();
    };
  }, [token, video, mediaId, autoPlay, resumeKnown, lesson, angle]);

  /** Plays another camera angle from where this one is (null: the class's own video). */
  const switchAngle = useCallback(
    (next: string | null) => {
      const element = video.current;
      if (!element || next === angle) return;
      switchedAt.current = { time: element.currentTime, playing: !element.paused && !element.ended };
      setAngle(next);
    },
    [video, angle],
  );

  return { status, token, angle, switchAngle, retry: () => setAttempt((n) => n + 1) };
}
