import { useTranslation } from 'react-i18next';
import styles from './browse.module.css';

/** A part of a page that failed to load, with a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loadError} role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.secondaryButton} onClick={onRetry}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  );
}
