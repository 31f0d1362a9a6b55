import { useTranslation } from 'react-i18next';
import { OpenDialogButton } from './OpenDialogButton';
import { Section } from './Section';
import styles from './Section.module.css';

/** Changing the password happens in the account dialog's edit-password view. */
export function PasswordSection() {
  const { t } = useTranslation('profile');
  return (
    <Section title={t('password.title')}>
      <p className={styles.text}>{t('password.body')}</p>
      <div className={styles.actions}>
        <OpenDialogButton view="edit-password" className={styles.secondary}>
          {t('password.change')}
        </OpenDialogButton>
      </div>
    </Section>
  );
}
