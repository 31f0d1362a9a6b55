import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { callApi, fetchApi } from '../../../lib/api-client';

/** Sign-in buttons for the providers the studio configured; nothing when there are none. */
export function SocialButtons() {
  const { t } = useTranslation('account');
  const [failed, setFailed] = useState(false);
  const { data } = useQuery({
    queryKey: ['auth-providers'],
    queryFn: () => fetchApi('/api/auth-providers') as Promise<{ providers: string[] }>,
  });
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;

  const start = async (provider: string) => {
    setFailed(false);
    // Back to this page after the provider, without the sign-in dialog.
    const params = new URLSearchParams(window.location.search);
    params.delete('u');
    const callbackURL = `${window.location.pathname}${params.size > 0 ? `?${params}` : ''}`;
    try {
      const result = await callApi('/api/auth/sign-in/social', {
        method: 'POST',
        body: { provider, callbackURL },
      });
      const url = result.success ? (result.data as { url?: string }).url : undefined;
      if (!url) throw new Error('no url');
      window.location.assign(url);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className={styles.social}>
      {failed && <FormMessage kind="error">{t('social.failed')}</FormMessage>}
      {providers.map((provider) => (
        <button key={provider} type="button" className={styles.socialButton} onClick={() => start(provider)}>
          {t(`social.${provider}`)}
        </button>
      ))}
      <p className={styles.divider}>{t('social.or')}</p>
    </div>
  );
}
