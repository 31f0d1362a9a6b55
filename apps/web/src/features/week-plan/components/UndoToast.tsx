import { truncateToast } from '@releve/contracts';
import { useWeekPlanTranslation } from '../texts';
import styles from './WeekPlan.module.css';

export interface ToastContent {
  id: number;
  title: string;
  description?: string;
  /** Offers Undo (a removal or reset waiting to commit). */
  undoable: boolean;
}

/** The week plan's toast: its message, the class it was about (cut at 140 characters), Undo and Close. */
export function UndoToast({
  toast,
  onUndo,
  onClose,
}: {
  toast: ToastContent;
  onUndo: () => void;
  onClose: () => void;
}) {
  const { t } = useWeekPlanTranslation();
  return (
    <div className={styles.toast} role="status" aria-live="polite" data-testid="week-plan-toast">
      <div className={styles.toastText}>
        <p className={styles.toastTitle}>{truncateToast(toast.title)}</p>
        {toast.description && <p className={styles.toastDescription}>{truncateToast(toast.description)}</p>}
      </div>
      {toast.undoable && (
        <button type="button" className={styles.toastUndo} onClick={onUndo}>
          {t('toast.undo')}
        </button>
      )}
      <button type="button" className={styles.toastClose} onClick={onClose} aria-label={t('toast.close')}>
        ×
      </button>
    </div>
  );
}
