import { hasPaymentsPage } from '@releve/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfig } from '../../../lib/config-context';
import { Section } from './Section';
import styles from './Section.module.css';

/** "Payments": the way from the account page to /u/payments, unless the studio is free (no such page). */
export function PaymentsSection() {
  const { t } = useTranslation('profile');
  const { contentProtection } = useConfig();
  if (!hasPaymentsPage(contentProtection.accessModel)) return null;
  return (
    <Section title={t('payments.title')}>
      <p className={styles.text}>{t('payments.body')}</p>
      <div className={styles.actions}>
        <Link href="/u/payments" className={styles.secondary}>
          {t('payments.open')}
        </Link>
      </div>
    </Section>
  );
}
