import { useTranslation } from 'react-i18next';
import styles from './Overlays.module.css';

/** Under 10 s left: the next class of the playlist, to start now or dismiss. */
export function NextPrompt({
  title,
  onPlay,
  onDismiss,
}: {
  title: string;
  onPlay: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('player');
  return (
    <div className={styles.card} role="status">
      <p className={styles.text}>{t('next.upNext', { title })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onPlay}>
          {t('next.playNow')}
        </button>
        <button type="button" className={styles.secondary} onClick={onDismiss}>
          {t('next.dismiss')}
        </button>
      </div>
    </div>
  );
}
