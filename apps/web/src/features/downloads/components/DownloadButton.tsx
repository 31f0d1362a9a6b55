import type { MediaItem } from '@releve/contracts';
import { type DownloadQuality, downloadAllowed } from '@releve/contracts/offline-rules';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { useConfig } from '../../../lib/config-context';
import { useViewer } from '../../accounts';
import { cancelDownload, downloadClass, pauseDownload } from '../download-class';
import { useDownloadsTexts } from '../texts';
import { useDownloadProgress, useRefreshDownloads, useStoredDownloads } from '../use-downloads';
import styles from './DownloadButton.module.css';

interface Props {
  item: MediaItem;
  /** The surrounding page's button look. */
  className?: string;
}

const percentOf = (done: number, total: number) => (total > 0 ? Math.floor((done / total) * 100) : 0);

/**
 * Downloads a class for offline playback (decision 064), where the studio allows it, for a signed-in
 * member: a choice of Small or Good, then the progress with Pause and Cancel, then "Downloaded"
 * (to the Downloads page). Rendered in the browser only: the server knows nothing of this one's cache.
 */
export default function DownloadButton({ item, className = '' }: Props) {
  const { t } = useDownloadsTexts();
  const config = useConfig();
  const viewer = useViewer();
  const stored = useStoredDownloads();
  const refresh = useRefreshDownloads();
  const progress = useDownloadProgress(item.mediaid);
  const [choosing, setChoosing] = useState(false);
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const firstChoice = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (choosing) firstChoice.current?.focus();
  }, [choosing]);

  if (!viewer.signedIn || !downloadAllowed(config.downloads, item.mediaid) || typeof caches === 'undefined')
    return null;
  const kept = stored.data?.find((download) => download.mediaId === item.mediaid);

  const start = (quality: DownloadQuality) => {
    setChoosing(false);
    setError(undefined);
    downloadClass(
      { mediaId: item.mediaid, title: item.title, image: item.image ?? null, link: item.link },
      quality,
    )
      .then(async () => {
        await refresh();
        setAnnouncement(t('downloadedAnnouncement', { title: item.title }));
      })
      .catch((failure: unknown) => {
        setError(failure instanceof Error ? failure.message : t('failed'));
        void refresh();
      });
  };

  const status = (
    <span className="visually-hidden" role="status">
      {announcement}
    </span>
  );

  if (progress) {
    const percent = percentOf(progress.done, progress.total);
    const quality = kept?.quality ?? 'small';
    return (
      <div className={styles.progress} data-testid="download-progress">
        <progress
          className={styles.bar}
          max={100}
          value={percent}
          aria-label={t('progressLabel', { title: item.title })}
        />
        <span className={styles.state}>
          {progress.state === 'failed'
            ? (error ?? t('failed'))
            : t(progress.state === 'paused' ? 'paused' : 'downloading', { percent })}
        </span>
        {progress.state === 'downloading' ? (
          <button type="button" className={styles.small} onClick={() => pauseDownload(item.mediaid)}>
            {t('pause')}
          </button>
        ) : (
          <button type="button" className={styles.small} onClick={() => start(quality)}>
            {t(progress.state === 'paused' ? 'resume' : 'retry')}
          </button>
        )}
        <button
          type="button"
          className={styles.small}
          onClick={() => void cancelDownload(item.mediaid).then(refresh)}
        >
          {t('cancel')}
        </button>
        {status}
      </div>
    );
  }

  if (kept?.complete) {
    return (
      <>
        <Link href="/downloads" className={`${className} ${styles.done}`} data-testid="download-done">
          <Icon name="check" size={18} />
          {t('downloaded')}
        </Link>
        {status}
      </>
    );
  }

  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={className}
        aria-expanded={choosing}
        onClick={() => setChoosing((open) => !open)}
        data-testid="download-button"
      >
        <Icon name="download" size={18} />
        {t('download')}
      </button>
      {choosing && (
        // biome-ignore lint/a11y/useSemanticElements: a group of two choices, not a form's fieldset
        <div className={styles.choices} role="group" aria-label={t('chooseQuality')}>
          {(['small', 'good'] as const).map((quality, index) => (
            <button
              key={quality}
              ref={index === 0 ? firstChoice : undefined}
              type="button"
              className={styles.choice}
              onClick={() => start(quality)}
            >
              <strong>{t(quality)}</strong>
              <span>{t(`${quality}Hint`)}</span>
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {status}
    </div>
  );
}
