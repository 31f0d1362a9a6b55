import type { StudioVideo } from '@releve/contracts';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useVideoTexts } from './texts';
import styles from './VideoPanels.module.css';
import { removeCaptions, uploadCaptions } from './video-api';

/** The Captions panel: the current file, an upload (checked by the server: its message is shown), removal. */
export function CaptionsPanel({ video }: { video: StudioVideo }) {
  const { t } = useVideoTexts();
  const inputId = useId();
  const [message, setMessage] = useState<{ text: string; error: boolean }>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await work();
      setMessage({ text: t('captions.saved'), error: false });
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : String(error), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-title`} data-testid="captions-panel">
      <h2 id={`${inputId}-title`}>{t('captions.title')}</h2>
      <p>{video.captionsName ? t('captions.current', { name: video.captionsName }) : t('captions.none')}</p>
      <label className={styles.field} htmlFor={inputId}>
        <span>{t('captions.upload')}</span>
        <input
          id={inputId}
          type="file"
          accept=".vtt,text/vtt"
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void run(() => uploadCaptions(video.assetId, file));
          }}
        />
      </label>
      <p id={`${inputId}-hint`} className={styles.muted}>
        {t('captions.uploadHint')}
      </p>
      {video.captionsName && (
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => void run(() => removeCaptions(video.assetId))}
        >
          {t('captions.remove')}
        </button>
      )}
      {message && (
        <p className={message.error ? styles.error : styles.saved} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
