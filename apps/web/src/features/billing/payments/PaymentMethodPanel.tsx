import type { PaymentMethod, Subscription } from '@releve/contracts';
import { useState } from 'react';
import { OpenDialogButton } from '../../accounts';
import { customerPortalUrl } from '../api/payments-api';
import { useBillingTranslation } from '../texts';
import styles from './Payments.module.css';

/** "visa" reads "Visa": providers name brands in lower case. */
export const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

interface Props {
  method: PaymentMethod | null;
  subscription: Subscription | null;
  mayChange: boolean;
  /** Where the browser goes (the portal); a test replaces it. */
  navigate?: (url: string) => void;
}

/**
 * The card the subscription is charged to. The sandbox changes it here (edit-card); Stripe keeps cards
 * on its Customer Portal, which "Manage billing" opens.
 */
export function PaymentMethodPanel({
  method,
  subscription,
  mayChange,
  navigate = (url) => window.location.assign(url),
}: Props) {
  const { t } = useBillingTranslation();
  const [portalFailed, setPortalFailed] = useState(false);
  const onStripe = (subscription?.gateway ?? method?.provider) === 'stripe';
  const openPortal = async () => {
    setPortalFailed(false);
    try {
      navigate(await customerPortalUrl(window.location.href));
    } catch {
      setPortalFailed(true);
    }
  };
  return (
    <section className={styles.card} aria-labelledby="method-title">
      <h2 id="method-title" className={styles.title}>
        {t('payments.methodTitle')}
      </h2>
      <p className={styles.text}>
        {method
          ? t('payments.card', {
              brand: brandName(method.brand),
              last4: method.last4,
              month: String(method.expMonth).padStart(2, '0'),
              year: method.expYear,
            })
          : t('payments.noMethod')}
      </p>
      {portalFailed && (
        <p className={styles.warning} role="alert">
          {t('payments.portalFailed')}
        </p>
      )}
      {subscription && mayChange && (
        <div className={styles.actions}>
          {onStripe ? (
            <button type="button" className={styles.secondary} onClick={openPortal}>
              {t('payments.manageBilling')}
            </button>
          ) : (
            <OpenDialogButton view="payment-method" className={styles.secondary}>
              {t('payments.editCard')}
            </OpenDialogButton>
          )}
        </div>
      )}
    </section>
  );
}
