import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../accounts';
import { holdPictureUntilNextFrame } from './angle-switch';
import { BesideAngle } from './BesideAngle';
import { ChapterList } from './ChapterList';
import { CountsPanel } from './CountsPanel';
import { HelpOverlay } from './HelpOverlay';
import styles from './Player.module.css';
import { PlayerControls } from './PlayerControls';
import { PlayerIcon } from './PlayerIcon';
import { actionForKey, type PlayerAction } from './shortcuts';
import type { LessonPlace } from './sign';
import { useCaptionLines, useControlsHeight } from './use-captions';
import { useIdle } from './use-idle';
import { usePlayerSource } from './use-player-source';
import { usePlayerTools } from './use-player-tools';
import { useTimelineFiles } from './use-timeline-files';
import { useVideoState } from './use-video-state';

export interface PlayerProps {
  mediaId: string;
  title: string;
  /** Poster shown until the first frame. */
  poster?: string;
  /** Resume from this share of the video (0 to 1); null while it is not known yet (the video waits). */
  resumeShare?: number | null;
  autoPlay?: boolean;
  /** cinema: fills the window (play=1); inline: in the page; dialog: in the trailer modal. */
  layout: 'cinema' | 'inline' | 'dialog';
  /** Played as a program's lesson: the server applies its section's drip rule when signing. */
  lesson?: LessonPlace;
  /** The server said "Unauthorized": show the paywall instead. */
  onLocked?: () => void;
  /** The page's own element ref, for progress and analytics hooks. */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** Overlays of the page (next-class prompt, My Week toast), kept inside the full-screen box. */
  children?: ReactNode;
  /** A back button in the top corner (cinema layout). */
  onBack?: () => void;
}

/** Keys typed into a form control keep their own meaning. */
function keepsOwnKeys(target: EventTarget, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement && target.type === 'range') return key.startsWith('Arrow');
  if (target.closest('button, a') && (key === ' ' || key === 'Enter')) return true;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** Relevé's video player: HLS through a signed token, our own controls and the dancer's tools. */
export function Player(props: PlayerProps) {
  const { t } = useTranslation('player');
  const { mediaId, title, layout, onLocked } = props;
  const ownVideoRef = useRef<HTMLVideoElement>(null);
  const videoRef = props.videoRef ?? ownVideoRef;
  const containerRef = useRef<HTMLElement>(null);
  const viewer = useViewer();
  const source = usePlayerSource(videoRef, {
    mediaId,
    owner: viewer.profile?.user.id ?? '',
    resumeShare: props.resumeShare === undefined ? 0 : props.resumeShare,
    autoPlay: props.autoPlay ?? true,
    lesson: props.lesson,
  });
  const state = useVideoState(videoRef);
  const tools = usePlayerTools(videoRef, containerRef);
  const timeline = useTimelineFiles(source.token);
  const idle = useIdle(containerRef, !state.paused);
  const [chaptersOpen, setChaptersOpen] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(false);
  const captionsRef = useRef<HTMLTrackElement>(null);
  const captionLines = useCaptionLines(captionsRef, captionsOn, timeline.captions);
  const controlsHeight = useControlsHeight(containerRef, `.${styles.controls}`, source.status === 'ready');
  const freezeRef = useRef<HTMLCanvasElement>(null);
  const angles = [{ id: null, label: t('angles.main') }, ...timeline.angles];
  const angleAt = Math.max(
    0,
    angles.findIndex((angle) => angle.id === source.angle),
  );
  const nextAngle = angles[(angleAt + 1) % angles.length];
  // The angle beside the main picture is the next one: switching the main angle moves it on too.
  const [besideOn, setBesideOn] = useState(false);
  const beside =
    besideOn && angles.length > 1 && source.token && source.status === 'ready' ? nextAngle : undefined;
  const run = (action: PlayerAction) => {
    if (action.type !== 'nextAngle') return tools.run(action);
    const video = videoRef.current;
    if (!video || !nextAngle || angles.length < 2 || source.status !== 'ready') return;
    if (freezeRef.current) holdPictureUntilNextFrame(video, freezeRef.current);
    source.switchAngle(nextAngle.id);
  };

  useEffect(() => {
    if (source.status === 'locked') onLocked?.();
  }, [source.status, onLocked]);

  useEffect(() => {
    // In cinema mode the keys work at once, without a click into the player first.
    if (layout === 'cinema') containerRef.current?.focus({ preventScroll: true });
  }, [layout]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && props.onBack && !tools.helpOpen && !document.fullscreenElement) {
      props.onBack();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || keepsOwnKeys(event.target, event.key)) return;
    const action = actionForKey(event.key, videoRef.current?.paused ?? true);
    if (!action) return;
    event.preventDefault();
    run(action);
  };
  const seek = (time: number) => {
    if (videoRef.current) videoRef.current.currentTime = time;
  };

  const classes = [styles.player, styles[layout], idle ? styles.idle : ''].join(' ');
  return (
    <section
      ref={containerRef}
      className={classes}
      aria-label={t('region', { title })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the player region is focusable so its shortcuts work before any click
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="player"
      data-status={source.status}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is there when the studio uploaded captions */}
      <video
        ref={videoRef}
        className={styles.video}
        style={tools.mirror ? { transform: 'scaleX(-1)' } : undefined}
        poster={props.poster}
        playsInline
        preload="auto"
        onClick={() => run({ type: 'togglePlay' })}
      >
        {timeline.captions && (
          <track
            ref={captionsRef}
            kind="captions"
            src={timeline.captions}
            srcLang="en"
            label={t('captions')}
          />
        )}
      </video>
      <canvas
        ref={freezeRef}
        className={`${styles.video} ${styles.freeze}`}
        style={tools.mirror ? { transform: 'scaleX(-1)' } : undefined}
        hidden
        data-testid="angle-freeze"
      />
      {beside && source.token && (
        <BesideAngle mainRef={videoRef} token={source.token} angle={beside} mirror={tools.mirror} />
      )}
      {props.onBack && (
        <button
          type="button"
          className={`${styles.control} ${styles.back}`}
          aria-label={t('back')}
          onClick={props.onBack}
        >
          <PlayerIcon name="back" />
        </button>
      )}
      {(source.status === 'signing' || (state.waiting && !state.paused)) && (
        <div className={styles.spinner} role="status" aria-label={t('loading')} />
      )}
      {state.paused && source.status === 'ready' && !state.waiting && (
        <button
          type="button"
          className={styles.bigPlay}
          aria-label={t('play')}
          onClick={() => run({ type: 'togglePlay' })}
        >
          <PlayerIcon name="play" size={36} />
        </button>
      )}
      {source.status === 'error' && (
        <div className={styles.message} role="alert">
          <p>{t('failed')}</p>
          <button type="button" className={styles.textButton} onClick={source.retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {captionLines.length > 0 && (
        <div
          className={styles.captions}
          // Above the controls while they show; lower once they fade.
          style={idle || !controlsHeight ? undefined : { bottom: controlsHeight + 8 }}
          data-testid="captions"
        >
          {captionLines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cue's lines have no identity but their place
            <span key={index}>{line}</span>
          ))}
        </div>
      )}
      {chaptersOpen && timeline.chapters.length > 0 && (
        <ChapterList chapters={timeline.chapters} currentTime={state.currentTime} onSeek={seek} />
      )}
      {tools.countsOn && timeline.tempos.length > 0 && source.status === 'ready' && (
        <CountsPanel videoRef={videoRef} tempos={timeline.tempos} run={run} />
      )}
      {tools.helpOpen && <HelpOverlay onClose={tools.closeHelp} />}
      {props.children}
      {source.status === 'ready' && (
        <PlayerControls
          state={state}
          rate={tools.rate}
          mirror={tools.mirror}
          mono={tools.monoAudio}
          loop={tools.loop}
          fullscreen={tools.fullscreen}
          chapters={timeline.chapters}
          thumbnails={timeline.thumbnails}
          chaptersOpen={chaptersOpen}
          run={run}
          onSeek={seek}
          onVolume={(volume) => {
            const video = videoRef.current;
            if (!video) return;
            video.volume = volume;
            video.muted = volume === 0;
          }}
          onMono={tools.toggleMono}
          onChapters={() => setChaptersOpen((open) => !open)}
          captions={timeline.captions ? captionsOn : undefined}
          onCaptions={() => setCaptionsOn((on) => !on)}
          counts={timeline.tempos.length > 0 ? tools.countsOn : undefined}
          angle={
            angles.length > 1 && nextAngle
              ? { current: angles[angleAt]?.label ?? '', next: nextAngle.label }
              : undefined
          }
          beside={besideOn}
          onBeside={() => setBesideOn((on) => !on)}
        />
      )}
    </section>
  );
}
