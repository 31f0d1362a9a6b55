import type { StudioLiveClass } from '@releve/contracts';
import styles from './Live.module.css';
import { useLiveTranslation } from './texts';

export type LiveAction = 'edit' | 'cancel' | 'recording';

/** What staff may do with a class she manages: change that date, cancel it, attach its recording. */
export function ClassActions({
  item,
  onAction,
}: {
  item: StudioLiveClass;
  onAction(action: LiveAction, item: StudioLiveClass): void;
}) {
  const { t } = useLiveTranslation();
  if (!item.mine || item.cancelled) return null;
  return (
    <div className={styles.classActions}>
      <button
        type="button"
        className={styles.link}
        onClick={() => onAction('edit', item)}
        aria-label={`${t('actions.edit')}: ${item.name}`}
      >
        {t('actions.edit')}
      </button>
      <button
        type="button"
        className={styles.link}
        onClick={() => onAction('cancel', item)}
        aria-label={t('actions.cancelNamed', { name: item.name })}
      >
        {t('actions.cancel')}
      </button>
      <button
        type="button"
        className={styles.link}
        onClick={() => onAction('recording', item)}
        aria-label={t('actions.recordingNamed', { name: item.name })}
      >
        {t('actions.recording')}
      </button>
    </div>
  );
}
