import { WELCOME_COUNTDOWN_SECONDS } from '@releve/contracts/billing-rules';
import { useEffect, useState } from 'react';
import formStyles from '../../../components/form/Form.module.css';
import { type DialogViewProps, REGISTERED_PARAM } from '../../../lib/account-dialog';
import { useConfig } from '../../../lib/config-context';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

/**
 * welcome: a new membership is active, or (`registered`, decision 030) a new account on a studio that
 * sells nothing; the view counts down 10 s (§9) and closes itself.
 */
export default function WelcomeView({ params, close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const { siteName } = useConfig();
  const [left, setLeft] = useState(WELCOME_COUNTDOWN_SECONDS);

  useEffect(() => {
    const timer = window.setInterval(() => setLeft((seconds) => Math.max(seconds - 1, 0)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left === 0) close();
  }, [left, close]);

  return (
    <div className={formStyles.form}>
      <p className={styles.lead}>{t('payment.welcomeTitle', { brand: siteName })}</p>
      <p>{t(params.has(REGISTERED_PARAM) ? 'payment.welcomeAccountText' : 'payment.welcomeText')}</p>
      <p className={styles.note} data-testid="welcome-countdown">
        {t('payment.welcomeCountdown', { count: left })}
      </p>
      <button type="button" className={formStyles.primary} onClick={close}>
        {t('payment.startDancing')}
      </button>
    </div>
  );
}
