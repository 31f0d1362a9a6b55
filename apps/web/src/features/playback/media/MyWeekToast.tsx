import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Overlays.module.css';

/** The My Week countdown (viewing.md §9): 5 s. */
export const MY_WEEK_COUNTDOWN_SECONDS = 5;

/**
 * "Next Class in N" after a class of the My Week queue: the next one starts when the count ends
 * or on Skip; Cancel stops the queue here.
 */
export function MyWeekToast({ onNext, onCancel }: { onNext: () => void; onCancel: () => void }) {
  const { t } = useTranslation('player');
  const [left, setLeft] = useState(MY_WEEK_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (left <= 0) {
      onNext();
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, onNext]);
  return (
    <div className={styles.card} role="status" data-testid="my-week-toast">
      <p className={styles.text}>{t('next.nextClassIn', { count: Math.max(left, 0) })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('next.cancel')}
        </button>
        <button type="button" className={styles.primary} onClick={onNext}>
          {t('next.skip')}
        </button>
      </div>
    </div>
  );
}
