import { useTranslation } from 'react-i18next';
import { type AbLoop, isLoopSet, nextLoopPoint } from './ab-loop';
import type { Chapter } from './chapters';
import styles from './Player.module.css';
import { PlayerIcon } from './PlayerIcon';
import { SeekBar } from './SeekBar';
import type { PlayerAction } from './shortcuts';
import { formatRate } from './speed';
import type { Thumbnail } from './use-timeline-files';
import { formatClock, type VideoState } from './use-video-state';

export interface ControlsProps {
  state: VideoState;
  rate: number;
  mirror: boolean;
  mono: boolean;
  loop: AbLoop;
  fullscreen: boolean;
  chapters: readonly Chapter[];
  thumbnails: readonly Thumbnail[];
  chaptersOpen: boolean;
  run: (action: PlayerAction) => void;
  onSeek: (time: number) => void;
  onVolume: (volume: number) => void;
  onMono: () => void;
  onChapters: () => void;
  /** Whether captions show; undefined when the class has none. */
  captions?: boolean | undefined;
  onCaptions?: () => void;
  /** Whether the music's counts show; undefined when the class has none. */
  counts?: boolean | undefined;
  /** The camera angle playing and the next one; undefined when the class has one angle. */
  angle?: { current: string; next: string } | undefined;
  /** Whether another angle shows beside the main picture (with `angle` only). */
  beside?: boolean;
  onBeside?: () => void;
}

/** The control bar: every button names what it does, toggles say whether they are on. */
export function PlayerControls(props: ControlsProps) {
  const { t } = useTranslation('player');
  const { state, rate, mirror, mono, loop, fullscreen, chapters, run } = props;
  const loopLabel = isLoopSet(loop)
    ? t('loopClear')
    : nextLoopPoint(loop) === 'a'
      ? t('loopSetA')
      : t('loopSetB');
  const loopStatus = isLoopSet(loop)
    ? t('loopFrom', { a: formatClock(loop.a), b: formatClock(loop.b) })
    : loop.a !== undefined
      ? t('loopA', { a: formatClock(loop.a) })
      : '';
  return (
    <div className={styles.controls}>
      <SeekBar
        currentTime={state.currentTime}
        duration={state.duration}
        chapters={chapters}
        thumbnails={props.thumbnails}
        loop={loop}
        onSeek={props.onSeek}
      />
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.control}
          aria-label={state.paused ? t('play') : t('pause')}
          onClick={() => run({ type: 'togglePlay' })}
        >
          <PlayerIcon name={state.paused ? 'play' : 'pause'} />
        </button>
        <span className={styles.time}>
          {formatClock(state.currentTime)} / {formatClock(state.duration)}
        </span>
        <button
          type="button"
          className={styles.control}
          aria-label={state.muted ? t('unmute') : t('mute')}
          onClick={() => run({ type: 'toggleMute' })}
        >
          <PlayerIcon name={state.muted || state.volume === 0 ? 'muted' : 'volume'} />
        </button>
        <input
          type="range"
          className={styles.volume}
          min={0}
          max={1}
          step={0.05}
          value={state.muted ? 0 : state.volume}
          aria-label={t('volume')}
          onChange={(event) => props.onVolume(Number(event.currentTarget.value))}
        />
        <span className={styles.spacer} />
        <span className={styles.loopStatus} aria-live="polite">
          {loopStatus}
        </span>
        <fieldset className={styles.speed} aria-label={t('speed', { rate: formatRate(rate) })}>
          <button
            type="button"
            className={styles.control}
            aria-label={t('slower')}
            onClick={() => run({ type: 'rate', direction: -1 })}
          >
            <PlayerIcon name="minus" size={18} />
          </button>
          <output className={styles.rate} aria-live="polite">
            {formatRate(rate)}
          </output>
          <button
            type="button"
            className={styles.control}
            aria-label={t('faster')}
            onClick={() => run({ type: 'rate', direction: 1 })}
          >
            <PlayerIcon name="plus" size={18} />
          </button>
        </fieldset>
        <button
          type="button"
          className={styles.control}
          aria-label={t('mirror')}
          aria-pressed={mirror}
          onClick={() => run({ type: 'toggleMirror' })}
        >
          <PlayerIcon name="mirror" />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={loopLabel}
          aria-pressed={loop.a !== undefined}
          onClick={() => run({ type: 'loopPoint', point: nextLoopPoint(loop) })}
        >
          <PlayerIcon name="loop" />
        </button>
        {props.captions !== undefined && (
          <button
            type="button"
            className={styles.control}
            aria-label={t('captions')}
            aria-pressed={props.captions}
            onClick={props.onCaptions}
            data-testid="captions-toggle"
          >
            <PlayerIcon name="captions" />
          </button>
        )}
        {props.counts !== undefined && (
          <button
            type="button"
            className={styles.control}
            aria-label={t('counts.button')}
            aria-pressed={props.counts}
            onClick={() => run({ type: 'toggleCounts' })}
          >
            <PlayerIcon name="counts" />
          </button>
        )}
        {props.angle && (
          <button
            type="button"
            className={`${styles.control} ${styles.angleButton}`}
            aria-label={t('angles.button', props.angle)}
            onClick={() => run({ type: 'nextAngle' })}
            data-testid="angle-switch"
          >
            <PlayerIcon name="angle" size={18} />
            <span className={styles.angleName}>{props.angle.current}</span>
          </button>
        )}
        {props.angle && props.onBeside && (
          <button
            type="button"
            className={styles.control}
            aria-label={t('angles.beside')}
            aria-pressed={props.beside ?? false}
            onClick={props.onBeside}
            data-testid="angle-beside-toggle"
          >
            <PlayerIcon name="beside" />
          </button>
        )}
        {chapters.length > 0 && (
          <button
            type="button"
            className={styles.control}
            aria-label={t('chapters')}
            aria-expanded={props.chaptersOpen}
            onClick={props.onChapters}
          >
            <PlayerIcon name="chapters" />
          </button>
        )}
        <button
          type="button"
          className={styles.control}
          aria-label={t('mono')}
          aria-pressed={mono}
          onClick={props.onMono}
        >
          <PlayerIcon name="mono" />
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.helpButton}`}
          aria-label={t('shortcuts')}
          aria-haspopup="dialog"
          onClick={() => run({ type: 'toggleHelp' })}
        >
          <PlayerIcon name="keyboard" />
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={fullscreen ? t('exitFullscreen') : t('fullscreen')}
          onClick={() => run({ type: 'toggleFullscreen' })}
        >
          <PlayerIcon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </button>
      </div>
    </div>
  );
}
