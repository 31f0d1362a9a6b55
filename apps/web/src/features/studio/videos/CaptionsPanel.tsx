import type { StudioVideo } from '@releve/contracts';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { FormField } from '../shared/FormField';
import { useVideoTexts } from './texts';
import styles from './VideoPanels.module.css';
import { removeCaptions, uploadCaptions } from './video-api';

/**
 * The Captions panel: the current file, an upload (checked by the server: a refusal is told beside the
 * field, which it marks invalid), removal.
 */
export function CaptionsPanel({ video }: { video: StudioVideo }) {
  const { t } = useVideoTexts();
  const id = useId();
  // What the last upload or removal came to; a refused upload's reason goes beside the field.
  const [message, setMessage] = useState<{ text: string; error: boolean; of: 'upload' | 'remove' }>();
  const [busy, setBusy] = useState(false);
  const run = async (of: 'upload' | 'remove', work: () => Promise<unknown>) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await work();
      setMessage({ text: t('captions.saved'), error: false, of });
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : String(error), error: true, of });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="captions-panel">
      <h2 id={`${id}-title`}>{t('captions.title')}</h2>
      <p>{video.captionsName ? t('captions.current', { name: video.captionsName }) : t('captions.none')}</p>
      <FormField
        label={t('captions.upload')}
        hint={t('captions.uploadHint')}
        error={message?.error && message.of === 'upload' ? message.text : undefined}
        announceError
      >
        {(props) => (
          <input
            {...props}
            type="file"
            accept=".vtt,text/vtt"
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void run('upload', () => uploadCaptions(video.assetId, file));
            }}
          />
        )}
      </FormField>
      {video.captionsName && (
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => void run('remove', () => removeCaptions(video.assetId))}
        >
          {t('captions.remove')}
        </button>
      )}
      {message && !(message.error && message.of === 'upload') && (
        <p className={message.error ? styles.error : styles.saved} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
