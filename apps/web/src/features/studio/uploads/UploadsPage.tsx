import { formatBytes, type StudioUpload } from '@releve/contracts';
import { type DragEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { ConsolePage } from '../shared/ConsolePage';
import { useDismissUpload, useStudioUploads } from './api';
import { useUploadsTranslation } from './texts';
import { UploadRow, VideoState } from './UploadRow';
import styles from './Uploads.module.css';
import { formatSpeed, formatTimeLeft } from './upload-figures';
import { useUploadQueue } from './use-upload-queue';
import { useVideoStates } from './use-video-states';

/**
 * The console's Uploads section (issue 33, decision 039): many videos at once by drag and drop or the
 * file picker, the studio's limit shown before anything is sent, each file's progress, speed and time
 * left and the total, pause, resume and cancel; each file's draft class one click away, and its
 * packaging state as the events stream tells it. Uploads from another tab or an earlier visit are
 * listed below: choosing an unfinished one's file again resumes it.
 */
export default function UploadsPage() {
  const { t } = useUploadsTranslation();
  const uploads = useStudioUploads();
  const limits = uploads.data;
  const { queue, items } = useUploadQueue(limits);
  const videos = useVideoStates();
  const dismiss = useDismissUpload();
  const [dragging, setDragging] = useState(false);
  const inputId = useId();

  const byUploadId = new Map((limits?.uploads ?? []).map((upload) => [upload.id, upload]));
  const mine = new Set(items.map((item) => item.uploadId).filter(Boolean));
  const earlier = (limits?.uploads ?? []).filter((upload) => !mine.has(upload.id));
  const totals = queue.totals();
  const sending = items.some((item) => ['waiting', 'uploading', 'paused', 'checking'].includes(item.state));

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (limits) queue.add(event.dataTransfer.files);
  };

  return (
    <ConsolePage title={t('title')} intro={t('intro')}>
      <div className={styles.page} data-testid="studio-uploads">
        {uploads.isPending && <p>{t('loading')}</p>}
        {uploads.isError && (
          <p role="alert">
            {t('loadFailed')}{' '}
            <button type="button" onClick={() => void uploads.refetch()}>
              {t('retry')}
            </button>
          </p>
        )}
        {limits && (
          <>
            <p className={styles.limits} data-testid="upload-limits">
              {t('limits', { max: formatBytes(limits.maxBytes), hours: limits.expiryHours })}
            </p>
            {/* Dropping is the pointer's way; the file picker inside is everyone's. */}
            <fieldset
              className={styles.drop}
              data-active={dragging || undefined}
              data-testid="upload-drop"
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
            >
              <legend className={styles.dropLegend}>{dragging ? t('dropHere') : t('drop')}</legend>
              <label className={styles.pick} htmlFor={inputId}>
                {t('pick')}
                <input
                  id={inputId}
                  className={styles.fileInput}
                  type="file"
                  multiple
                  accept="video/*,.mp4,.mov,.mkv,.m4v,.webm,.avi,.mts"
                  onChange={(event) => {
                    if (event.target.files) queue.add(event.target.files);
                    event.target.value = '';
                  }}
                />
              </label>
            </fieldset>
          </>
        )}
        {sending && (
          <div className={styles.total} data-testid="upload-total">
            <span>{t('total')}</span>
            <progress
              className={styles.bar}
              max={Math.max(1, totals.totalBytes)}
              value={totals.sentBytes}
              aria-label={t('total')}
            />
            <span className={styles.figures}>
              {[
                t('figures', { sent: formatBytes(totals.sentBytes), size: formatBytes(totals.totalBytes) }),
                totals.speed ? t('speed', { speed: formatSpeed(totals.speed) }) : undefined,
                totals.secondsLeft ? t('left', { time: formatTimeLeft(totals.secondsLeft) }) : undefined,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </div>
        )}
        {items.length > 0 && (
          <ul className={styles.list} aria-label={t('title')}>
            {items.map((item) => {
              const server = item.uploadId ? byUploadId.get(item.uploadId) : undefined;
              return (
                <UploadRow
                  key={item.key}
                  item={item}
                  mediaId={server?.mediaId ?? null}
                  video={server?.assetId ? videos.get(server.assetId) : undefined}
                  onPause={() => queue.pause(item.key)}
                  onResume={() => queue.resume(item.key)}
                  onCancel={() => queue.cancel(item.key)}
                  onDismiss={() => {
                    queue.dismiss(item.key);
                    if (server && server.state !== 'uploading') void dismiss(server.id);
                  }}
                />
              );
            })}
          </ul>
        )}
        {limits && items.length === 0 && earlier.length === 0 && <p>{t('empty')}</p>}
        {earlier.length > 0 && (
          <>
            <h2 className={styles.heading}>{t('earlier')}</h2>
            <p className={styles.intro}>{t('earlierHelp')}</p>
            <ul className={styles.list} aria-label={t('earlier')}>
              {earlier.map((upload) => (
                <EarlierUpload
                  key={upload.id}
                  upload={upload}
                  videoState={upload.assetId ? videos.get(upload.assetId) : undefined}
                  onDismiss={() => void dismiss(upload.id)}
                />
              ))}
            </ul>
          </>
        )}
      </div>
    </ConsolePage>
  );
}

function EarlierUpload({
  upload,
  videoState,
  onDismiss,
}: {
  upload: StudioUpload;
  videoState: ReturnType<ReturnType<typeof useVideoStates>['get']>;
  onDismiss(): void;
}) {
  const { t } = useUploadsTranslation();
  return (
    <li className={styles.row} data-testid="earlier-upload" data-state={upload.state}>
      <div className={styles.rowHead}>
        <span className={styles.name}>{upload.filename}</span>
        <span className={styles.state}>
          {upload.state === 'uploading' &&
            t('state.unfinished', {
              received: formatBytes(upload.receivedBytes),
              size: formatBytes(upload.sizeBytes),
            })}
          {upload.state === 'failed' && t('state.failed')}
          {upload.state === 'finished' &&
            (videoState ? <VideoState video={videoState} /> : t(`video.${upload.assetStatus ?? 'queued'}`))}
        </span>
      </div>
      {upload.error && <p className={styles.error}>{upload.error}</p>}
      <div className={styles.actions}>
        {upload.mediaId && (
          <Link href={`/classes/${upload.mediaId}`} className={styles.action}>
            {t('editClass')}
          </Link>
        )}
        {upload.state !== 'uploading' && (
          <button type="button" className={styles.action} onClick={onDismiss}>
            {t('dismiss')}
          </button>
        )}
      </div>
    </li>
  );
}
