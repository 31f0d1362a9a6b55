import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/FormMessage';
import { useConfig } from '../../../lib/config-context';
import { downloadAccountData } from '../api/export-data';
import { Section } from './Section';
import styles from './Section.module.css';

/** "Your data": everything the site holds on the member, downloaded as one JSON file. */
export function DataSection() {
  const { t } = useTranslation('profile');
  const { siteName } = useConfig();
  const [status, setStatus] = useState<'idle' | 'exporting' | 'failed'>('idle');

  const exportData = async () => {
    setStatus('exporting');
    try {
      await downloadAccountData();
    } catch {
      setStatus('failed');
      return;
    }
    setStatus('idle');
  };

  return (
    <Section title={t('data.title')}>
      <p className={styles.text}>{t('data.body', { siteName })}</p>
      {status === 'failed' && <FormMessage kind="error">{t('data.failed')}</FormMessage>}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={status === 'exporting'}
          onClick={exportData}
        >
          {status === 'exporting' ? t('data.exporting') : t('data.export')}
        </button>
      </div>
    </Section>
  );
}
