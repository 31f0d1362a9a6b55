import type { StudioLiveClass } from '@releve/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { FormField, fieldControlClass } from '../shared/FormField';
import styles from './Live.module.css';
import { useAttachRecording, useRecordingSearch } from './live-api';
import { useLiveTranslation } from './texts';
import { UploadRecording } from './UploadRecording';

/**
 * Attaches a class's recording: a class of the catalogue (uploaded through Uploads like any other),
 * found by its title, or a file uploaded here, attached by the server when its video is ready. Members
 * who asked are told, as the command line's attach-recording does.
 */
export function RecordingDialog({
  item,
  onClose,
}: {
  item: StudioLiveClass;
  onClose(message?: string): void;
}) {
  const { t } = useLiveTranslation();
  const attach = useAttachRecording();
  const [q, setQ] = useState(item.name);
  const [mediaId, setMediaId] = useState('');
  const [error, setError] = useState<string>();
  const videos = useRecordingSearch(q).data?.videos ?? [];
  const chosen = mediaId || videos[0]?.mediaId || '';
  return (
    <ConfirmDialog
      title={t('recordingDialog.title', { name: item.name })}
      confirmLabel={t('recordingDialog.confirm')}
      cancelLabel={t('recordingDialog.cancel')}
      busy={attach.isPending}
      error={error}
      onCancel={() => onClose()}
      onConfirm={async () => {
        if (!chosen) return setError(t('recordingDialog.none'));
        try {
          const { notified } = await attach.mutateAsync({ id: item.id, mediaId: chosen });
          onClose(t('recordingDialog.done', { name: item.name, count: notified }));
        } catch (failure) {
          setError((failure as Error).message);
        }
      }}
      testId="live-recording-dialog"
    >
      {item.pendingRecordingMediaId && <p>{t('recordingDialog.pending')}</p>}
      <h3 className={styles.legend}>{t('recordingDialog.pick')}</h3>
      <p>{t('recordingDialog.body')}</p>
      <FormField label={t('recordingDialog.search')}>
        {(control) => (
          <input
            {...control}
            className={fieldControlClass}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('recordingDialog.video')}>
        {(control) =>
          videos.length === 0 ? (
            <p id={control.id}>{t('recordingDialog.none')}</p>
          ) : (
            <select
              {...control}
              className={fieldControlClass}
              value={chosen}
              onChange={(event) => setMediaId(event.target.value)}
            >
              {videos.map((video) => (
                <option key={video.mediaId} value={video.mediaId}>
                  {video.title}
                </option>
              ))}
            </select>
          )
        }
      </FormField>
      <UploadRecording item={item} />
    </ConfirmDialog>
  );
}
