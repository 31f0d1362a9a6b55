import type { StudioLiveClass } from '@releve/contracts';
import { useEffect, useRef, useState } from 'react';
import { useStudioUploads } from '../uploads/api';
import { useUploadQueue } from '../uploads/use-upload-queue';
import styles from './Live.module.css';
import { useRecordingUpload, useRefreshLive, useStudioLive } from './live-api';
import { useLiveTranslation } from './texts';

const POLL_MS = 2_000;

/**
 * Uploads a class's recording from the Live page (decision 046): the file goes through the console's
 * upload pipeline (tus, then packaging); once the upload exists the server is told it is this class's
 * recording, and attaches it itself when its video is ready, whether this window is open or not. Here:
 * the upload's progress, then packaging's, then "attached".
 */
export function UploadRecording({ item }: { item: StudioLiveClass }) {
  const { t } = useLiveTranslation();
  /** The upload's class, once the server knows it is this class's recording. */
  const [linked, setLinked] = useState<string>();
  const refreshLive = useRefreshLive();
  const uploads = useStudioUploads();
  const limits = uploads.data && { maxBytes: uploads.data.maxBytes, chunkBytes: uploads.data.chunkBytes };
  const { queue, items } = useUploadQueue(limits);
  const link = useRecordingUpload();
  const [error, setError] = useState<string>();
  const asked = useRef(false);
  const file = items[0];
  const waiting = Boolean(linked);
  // The class's state on the server: attached once its recording is set.
  const live = useStudioLive(item.day, 1, waiting ? POLL_MS : false);
  const now = live.data?.classes.find((c) => c.id === item.id);
  const attached = Boolean(linked && now?.recordingMediaId === linked);
  const upload = uploads.data?.uploads.find((u) => u.id === file?.uploadId);
  const { refetch } = uploads;

  useEffect(() => {
    if (!file?.uploadId || asked.current) return;
    asked.current = true;
    const uploadId = file.uploadId;
    link.mutateAsync({ id: item.id, uploadId }).then(
      (answer) => setLinked(answer.mediaId),
      (failure: Error) => {
        setError(failure.message);
        queue.cancel(file.key);
      },
    );
  }, [file, item.id, link, queue]);

  useEffect(() => {
    if (!waiting || attached) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, attached, refetch]);

  useEffect(() => {
    if (attached) void refreshLive();
  }, [attached, refreshLive]);

  const uploading = file && ['waiting', 'uploading', 'paused'].includes(file.state);

  const percent = file && file.size > 0 ? Math.floor((file.sentBytes / file.size) * 100) : 0;
  const failed = error ?? (file && ['failed', 'refused'].includes(file.state) ? file.error : null);
  return (
    <section className={styles.uploadRecording} aria-labelledby="upload-recording-title">
      <h3 id="upload-recording-title" className={styles.legend}>
        {t('recordingDialog.uploadHeading')}
      </h3>
      <p>{t('recordingDialog.uploadBody')}</p>
      {!file && (
        <label className={styles.fileLabel}>
          {t('recordingDialog.file')}
          <input
            type="file"
            accept="video/*"
            disabled={!limits}
            onChange={(event) => {
              const files = event.target.files;
              if (files && files.length > 0) queue.add([files[0] as File]);
            }}
          />
        </label>
      )}
      {file && !failed && (
        <div
          className={styles.uploadState}
          role="status"
          aria-live="polite"
          data-testid="recording-upload-state"
        >
          {uploading && (
            <>
              <progress max={100} value={percent} aria-label={file.name} />
              <span>{t('recordingDialog.uploading', { name: file.name, percent })}</span>
            </>
          )}
          {file.state === 'checking' && <span>{t('recordingDialog.checking', { name: file.name })}</span>}
          {file.state === 'done' && !attached && (
            <>
              <progress aria-label={file.name} />
              <span>
                {t('recordingDialog.packaging', {
                  status: t(`recordingDialog.packagingStates.${packagingState(upload?.assetStatus)}`),
                })}
              </span>
            </>
          )}
          {attached && <span>{t('recordingDialog.attached')}</span>}
        </div>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {t('recordingDialog.uploadFailed', { error: failed })}
        </p>
      )}
    </section>
  );
}

/** The video's packaging state in the dialog's words (an upload just finished may still say uploading). */
function packagingState(status: string | null | undefined) {
  return status === 'packaging' || status === 'watchable' || status === 'ready' || status === 'failed'
    ? status
    : 'queued';
}
