import { useTranslation } from 'react-i18next';
import { OpenDialogButton } from './OpenDialogButton';
import { Section } from './Section';
import styles from './Section.module.css';

/** Deleting the account happens in the account dialog: password, then confirmation. */
export function DeleteAccountSection() {
  const { t } = useTranslation('profile');
  return (
    <Section title={t('delete.title')}>
      <p className={styles.text}>{t('delete.body')}</p>
      <div className={styles.actions}>
        <OpenDialogButton view="delete-account" className={styles.danger}>
          {t('delete.open')}
        </OpenDialogButton>
      </div>
    </Section>
  );
}
