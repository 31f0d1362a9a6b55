import type { User } from '@releve/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/Banner';
import { ApiError } from '../../../lib/api-client';
import { resendVerification } from '../api/email-verification';

/**
 * An unconfirmed address (decision 027): what waits for it, and a new link on request (the server
 * allows a few an hour and says so when asked for more).
 */
export function EmailVerificationBanner({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | { error: string }>('idle');
  const resend = async () => {
    setState('sending');
    try {
      await resendVerification();
      setState('sent');
    } catch (error) {
      setState({
        error: error instanceof ApiError || error instanceof Error ? error.message : String(error),
      });
    }
  };
  return (
    <Banner testId="email-verification-banner">
      {state === 'sent'
        ? t('verification.resent', { email: user.email })
        : t('verification.banner', { email: user.email })}{' '}
      {t('verification.waits')}{' '}
      {state !== 'sent' && (
        <button type="button" onClick={() => void resend()} disabled={state === 'sending'}>
          {state === 'sending' ? t('verification.resending') : t('verification.resend')}
        </button>
      )}
      {typeof state === 'object' && <span role="alert"> {state.error}</span>}
    </Banner>
  );
}
