import { useTranslation } from 'react-i18next';
import styles from './Section.module.css';

/** The Save (busy while saving) and Cancel buttons of an editing card. */
export function SaveCancel({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? t('saving') : t('save')}
      </button>
      <button type="button" className={styles.secondary} disabled={busy} onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
