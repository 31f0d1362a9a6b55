import { PASS24, sameEmail } from '@releve/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { PageLoading } from '../../../app/PageLoading';
import { FormMessage } from '../../../components/form/FormMessage';
import { Page } from '../../../components/Page';
import { readLocal, writeLocal } from '../../../lib/storage';
import { useViewer } from '../../accounts';
import { confirmNewsletter } from '../api/promotions-api';
import { failureMessage, startCheckout } from '../checkout/start-checkout';
import styles from '../promotions/PromoPage.module.css';
import { useBillingTranslation } from '../texts';

/** The newsletter's e-mail, remembered for the way back from the account dialog (§2 step 1). */
const NEWSLETTER_EMAIL_KEY = 'newsletter-email';
/** The link's token (the studio's signature of the e-mail, decision 027), remembered with it. */
const NEWSLETTER_TOKEN_KEY = 'newsletter-token';
const PASS24_OFFER_KEY = 'pass24';

/**
 * The newsletter pass page (accounts-and-billing.md §2): the link's e-mail is remembered; a signed-in
 * reader with that e-mail confirms it and, unless already entitled, gets the 24-hour pass through the
 * checkout (m=pass24), then goes home; a signed-out reader creates an account (or logs in) first, and
 * the same follows once the dialog has closed.
 */
export default function NewsletterPage() {
  const { t } = useBillingTranslation();
  const viewer = useViewer();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const queryEmail = params.get('email');
  const queryToken = params.get('token');
  const dialogOpen = params.has('u');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (queryEmail) writeLocal(NEWSLETTER_EMAIL_KEY, queryEmail);
    if (queryEmail && queryToken) writeLocal(NEWSLETTER_TOKEN_KEY, queryToken);
  }, [queryEmail, queryToken]);

  useEffect(() => {
    if (queryEmail || dialogOpen) return;
    const remembered = readLocal(NEWSLETTER_EMAIL_KEY);
    const next = new URLSearchParams(params);
    if (remembered) next.set('email', remembered);
    const token = readLocal(NEWSLETTER_TOKEN_KEY);
    if (remembered && token) next.set('token', token);
    navigate(remembered ? `/newsletter?${next}` : '/', { replace: true });
  }, [queryEmail, dialogOpen, params, navigate]);

  const email = queryEmail ?? '';
  const token = queryToken ?? '';
  const signedIn = viewer.status === 'signed-in';
  const accountEmail = viewer.profile?.user.email ?? '';
  // The pass waits for a confirmed address (the server refuses it before): say so, and wait.
  const unconfirmed = signedIn && viewer.profile?.user.emailVerified === false;

  useEffect(() => {
    if (!signedIn || !email || dialogOpen || unconfirmed || started.current) return;
    started.current = true;
    if (!sameEmail(accountEmail, email)) {
      navigate('/', { replace: true });
      return;
    }
    (async () => {
      try {
        const { canActivate } = await confirmNewsletter(email, token);
        if (!canActivate) {
          navigate('/', { replace: true });
          return;
        }
        // Nothing to pay: the server fulfils it at once and answers the way home (finalize-payment).
        await startCheckout({ key: PASS24_OFFER_KEY, hasTrial: false, returnQuery: `&m=${PASS24}` });
      } catch (failure) {
        setError(failureMessage(failure, t('newsletter.failed')));
      }
    })();
  }, [signedIn, email, token, accountEmail, dialogOpen, unconfirmed, navigate, t]);

  if (viewer.status === 'loading' || !email) return <PageLoading />;
  const activate = () => {
    const next = new URLSearchParams({ email, ...(token ? { token } : {}), u: 'create-account', m: PASS24 });
    navigate(`/newsletter?${next}`);
  };
  return (
    <Page title={t('newsletter.title')}>
      <section className={styles.summary}>
        <p className={styles.lead}>{t('newsletter.lead')}</p>
        {error && <FormMessage kind="error">{error}</FormMessage>}
        {unconfirmed && !error && <FormMessage kind="notice">{t('newsletter.confirmFirst')}</FormMessage>}
        {signedIn && !error && !unconfirmed ? (
          <p role="status">{t('newsletter.activating')}</p>
        ) : (
          !signedIn && (
            <button type="button" className={styles.claim} onClick={activate}>
              {t('newsletter.activate')}
            </button>
          )
        )}
      </section>
    </Page>
  );
}
