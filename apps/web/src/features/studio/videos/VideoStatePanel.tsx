import type { StudioVideo } from '@releve/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { ProgressBar } from '../shared/ProgressBar';
import { StatusBadge } from '../shared/StatusBadge';
import { useVideoTexts } from './texts';
import styles from './VideoPanels.module.css';
import { retryPackaging } from './video-api';
import { stageText, timeLeft, toneOf } from './video-format';

/**
 * The Video panel: the state badge (Uploading, Queued with its place, Packaging, Watchable, Ready,
 * Failed), the packaging's progress bar with its rendition, percent, speed and time left, and a failed
 * packaging's reason with Retry. Live from the console's events stream.
 */
export function VideoStatePanel({ video, live }: { video: StudioVideo; live: boolean }) {
  const { t } = useVideoTexts();
  const [retrying, setRetrying] = useState(false);
  const [problem, setProblem] = useState<string>();
  const progress = video.progress;
  const percent = progress ? Math.round(progress.percent) : undefined;
  const detail = progress
    ? [
        progress.speed ? t('speed', { speed: progress.speed.toFixed(1) }) : undefined,
        timeLeft(t, progress.secondsLeft),
      ]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  const retry = async () => {
    setRetrying(true);
    setProblem(undefined);
    try {
      await retryPackaging(video.assetId);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : String(error));
    } finally {
      setRetrying(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby={`video-${video.assetId}`} data-testid="video-panel">
      <div className={styles.heading}>
        <h2 id={`video-${video.assetId}`}>{t('title')}</h2>
        <span data-testid="video-state">
          <StatusBadge tone={toneOf(video.state)}>
            {t(`state.${video.state}`)}
            {percent !== undefined && video.state !== 'ready' ? ` ${percent}%` : ''}
          </StatusBadge>
        </span>
      </div>
      {!live && <p className={styles.muted}>{t('connecting')}</p>}
      {video.state === 'queued' && video.queuePosition !== null && (
        <p>{t('queuePosition', { count: video.queuePosition })}</p>
      )}
      {progress && (
        <ProgressBar
          label={stageText(t, video) ?? t('progressLabel')}
          value={progress.percent / 100}
          detail={detail || undefined}
        />
      )}
      {video.state === 'watchable' && (
        <p>{t('watchableNote', { renditions: video.readyRenditions.join(', ') })}</p>
      )}
      {video.state === 'ready' && video.readyRenditions.length > 0 && (
        <p className={styles.muted}>{t('readyNote', { renditions: video.readyRenditions.join(', ') })}</p>
      )}
      {video.state === 'failed' && (
        <div className={styles.failure} role="alert">
          <p>
            <strong>{t('failedReason')}: </strong>
            <span data-testid="video-error">{video.error}</span>
          </p>
          <button type="button" className={styles.button} onClick={retry} disabled={retrying}>
            {retrying ? t('retrying') : t('retry')}
          </button>
        </div>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
