import type { StudioVideo } from '@releve/contracts';
import { Link } from 'wouter';
import { useUploadsTranslation } from './texts';
import styles from './Uploads.module.css';
import { formatBytes, formatSpeed, formatTimeLeft } from './upload-figures';
import type { UploadItem } from './upload-queue';

interface Props {
  item: UploadItem;
  /** The class it feeds, once the server has made it. */
  mediaId: string | null;
  video: StudioVideo | undefined;
  onPause(): void;
  onResume(): void;
  onCancel(): void;
  onDismiss(): void;
}

/** One file of the queue: its progress, speed and time left, its class, and what may be done with it. */
export function UploadRow({ item, mediaId, video, onPause, onResume, onCancel, onDismiss }: Props) {
  const { t } = useUploadsTranslation();
  const percent = item.size > 0 ? Math.floor((item.sentBytes / item.size) * 100) : 0;
  const figures = [
    t('figures', { sent: formatBytes(item.sentBytes), size: formatBytes(item.size) }),
    item.speed ? t('speed', { speed: formatSpeed(item.speed) }) : undefined,
    item.secondsLeft ? t('left', { time: formatTimeLeft(item.secondsLeft) }) : undefined,
    item.resumedFrom > 0 ? t('resumed', { at: formatBytes(item.resumedFrom) }) : undefined,
  ].filter(Boolean);
  const sending = ['waiting', 'uploading', 'paused', 'checking'].includes(item.state);
  return (
    <li className={styles.row} data-testid="upload-row" data-state={item.state}>
      <div className={styles.rowHead}>
        <span className={styles.name}>{item.name}</span>
        <span className={styles.state} data-testid="upload-state">
          {video && item.state === 'done' ? <VideoState video={video} /> : t(`state.${item.state}`)}
        </span>
      </div>
      {sending && (
        <>
          <progress
            className={styles.bar}
            max={100}
            value={percent}
            aria-label={t('progressOf', { name: item.name })}
            aria-valuetext={`${percent}%`}
          />
          <p className={styles.figures} data-testid="upload-figures">
            {percent}% · {figures.join(' · ')}
          </p>
        </>
      )}
      {item.error && (
        <p className={styles.error} data-testid="upload-error">
          {item.error}
        </p>
      )}
      <div className={styles.actions}>
        {mediaId && item.state !== 'failed' && item.state !== 'cancelled' && (
          <Link href={`/classes/${mediaId}`} className={styles.action}>
            {t('editClass')}
          </Link>
        )}
        {item.state === 'uploading' && (
          <button type="button" className={styles.action} onClick={onPause}>
            {t('pause')}
          </button>
        )}
        {item.state === 'paused' && (
          <button type="button" className={styles.action} onClick={onResume}>
            {t('resume')}
          </button>
        )}
        {['waiting', 'uploading', 'paused'].includes(item.state) && (
          <button type="button" className={styles.action} onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
        {['refused', 'failed', 'cancelled', 'done'].includes(item.state) && (
          <button type="button" className={styles.action} onClick={onDismiss}>
            {t('dismiss')}
          </button>
        )}
      </div>
    </li>
  );
}

/** A video's packaging state in words (decision 040's states), from the events stream. */
export function VideoState({ video }: { video: StudioVideo }) {
  const { t } = useUploadsTranslation();
  const { progress } = video;
  if (video.state === 'queued' && video.queuePosition) {
    return <>{t('video.queuedAt', { position: video.queuePosition })}</>;
  }
  if (video.state === 'packaging' && progress) {
    return progress.rendition
      ? t('video.packagingRendition', {
          percent: Math.floor(progress.percent),
          rendition: progress.rendition,
          number: progress.renditionNumber,
          count: progress.renditionCount,
        })
      : t('video.packaging', { percent: Math.floor(progress.percent) });
  }
  if (video.state === 'packaging') return <>{t('video.packaging', { percent: 0 })}</>;
  return <>{t(`video.${video.state}`)}</>;
}
