import { type FormEvent, useId, useState } from 'react';
import formStyles from '../../../components/form/Form.module.css';
import { useBillingTranslation } from '../texts';
import styles from '../views/Views.module.css';

interface Props {
  applied: string | null;
  error: string | null;
  busy: boolean;
  onApply(code: string): void;
  onRemove(): void;
}

/** The optional coupon: applied through the order's price, refused with the server's words. */
export function CouponField({ applied, error, busy, onApply, onRemove }: Props) {
  const { t } = useBillingTranslation();
  const [code, setCode] = useState('');
  const id = useId();
  const errorId = `${id}-error`;

  if (applied) {
    return (
      <p className={styles.coupon}>
        <span role="status">{t('checkout.couponApplied', { code: applied })}</span>
        <button type="button" className={styles.link} onClick={onRemove}>
          {t('checkout.removeCoupon')}
        </button>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onApply(code.trim());
  };

  return (
    <form className={formStyles.field} onSubmit={submit} noValidate>
      <label htmlFor={id} className={formStyles.label}>
        {t('checkout.coupon')} <span className={formStyles.optional}>{t('checkout.optional')}</span>
      </label>
      <div className={formStyles.inputRow}>
        <input
          id={id}
          className={formStyles.input}
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className={formStyles.toggle} disabled={busy || !code.trim()}>
          {t('checkout.applyCoupon')}
        </button>
      </div>
      {error && (
        <p id={errorId} className={formStyles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
