import type { User } from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { useConfig } from '../../../lib/config-context';
import { profileQueryKey } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import { Section } from './Section';
import styles from './Section.module.css';

type Status = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The site's consents as checkboxes, saved together. A required consent once given stays
 * given: withdrawing it means leaving, which is the Delete account section's job.
 */
export function ConsentsSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { custom } = useConfig();
  const queryClient = useQueryClient();
  const [changes, setChanges] = useState<Record<string, boolean>>({});
  const [status, setStatus] = useState<Status>('idle');

  if (custom.consents.length === 0) return null;

  const given = (name: string) => user.consents[name] === true;
  const changed = Object.keys(changes).length > 0;

  const toggle = (name: string, checked: boolean) => {
    setStatus('idle');
    setChanges(({ [name]: _, ...others }) =>
      checked === given(name) ? others : { ...others, [name]: checked },
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('saving');
    try {
      await updateProfile({ consents: changes });
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    } catch {
      setStatus('failed');
      return;
    }
    setChanges({});
    setStatus('saved');
  };

  return (
    <Section title={t('consents.title')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={status === 'saving'}>
        {status === 'failed' && <FormMessage kind="error">{t('consents.failed')}</FormMessage>}
        {status === 'saved' && <FormMessage kind="notice">{t('consents.saved')}</FormMessage>}
        {custom.consents.map((consent) => (
          <label key={consent.name} className={formStyles.checkbox}>
            <input
              type="checkbox"
              name={consent.name}
              checked={changes[consent.name] ?? given(consent.name)}
              disabled={consent.required && given(consent.name)}
              onChange={(event) => toggle(consent.name, event.target.checked)}
            />
            <span>
              {consent.label}
              {consent.required && <span className={formStyles.optional}> {t('consents.required')}</span>}
            </span>
          </label>
        ))}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={status === 'saving' || !changed}>
            {status === 'saving' ? t('saving') : t('consents.save')}
          </button>
        </div>
      </form>
    </Section>
  );
}
