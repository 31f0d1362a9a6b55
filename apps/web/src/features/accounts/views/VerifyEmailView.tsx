import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { isInvalidLink, verifyEmail } from '../api/email-verification';
import { profileQueryKey } from '../api/get-profile';
import { EmailVerificationBanner } from '../components/EmailVerificationBanner';
import { useViewer } from '../use-viewer';

/**
 * The page of the link that confirms an e-mail address (`?u=verify-email&token=…`, decision 027): the
 * server checks the token once; the member reads whether the address is confirmed, or why not (with a
 * new link on hand when signed in). Works signed out: the link may be opened in another browser.
 */
export default function VerifyEmailView({ params, close }: DialogViewProps) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<'checking' | 'confirmed' | { error: string }>('checking');
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    verifyEmail(token).then(
      async () => {
        setOutcome('confirmed');
        await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      },
      (error: unknown) =>
        setOutcome({
          error: isInvalidLink(error) || !token ? t('verification.invalid') : (error as Error).message,
        }),
    );
  }, [token, queryClient, t]);

  const profile = viewer.profile;
  return (
    <div className={styles.form}>
      {outcome === 'checking' && <p role="status">{t('verification.checking')}</p>}
      {outcome === 'confirmed' && <FormMessage kind="notice">{t('verification.confirmed')}</FormMessage>}
      {typeof outcome === 'object' && (
        <>
          <FormMessage kind="error">{outcome.error}</FormMessage>
          {profile && !profile.user.emailVerified ? (
            <EmailVerificationBanner user={profile.user} />
          ) : (
            viewer.status === 'signed-out' && <p>{t('verification.signInToResend')}</p>
          )}
        </>
      )}
      {outcome !== 'checking' && (
        <button type="button" className={styles.primary} onClick={close}>
          {t('verification.continue')}
        </button>
      )}
    </div>
  );
}
