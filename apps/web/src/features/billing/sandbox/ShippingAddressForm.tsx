import { type UsAddress, usAddressSchema } from '@releve/contracts';
import { type FormEvent, useState } from 'react';
import styles from '../../../components/form/Form.module.css';
import { TextField } from '../../../components/form/TextField';
import cardStyles from '../card/CardForm.module.css';
import { useBillingTranslation } from '../texts';

type Field = keyof UsAddress;
const EMPTY = { name: '', line1: '', line2: '', city: '', state: '', zip: '' };

/**
 * The US shipping address a purchase that ships asks for (requireUSAddress), before the card: checked
 * by the same schema the server checks it with; the state code is upper-cased as it is typed.
 */
export function ShippingAddressForm({ onDone }: { onDone: (address: UsAddress) => void }) {
  const { t } = useBillingTranslation();
  const [address, setAddress] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { line2, ...required } = address;
    const parsed = usAddressSchema.safeParse({ ...required, ...(line2.trim() ? { line2 } : {}) });
    if (parsed.success) {
      onDone(parsed.data);
      return;
    }
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
  };

  const field = (name: Field, autoComplete: string, extra: { optional?: boolean; upper?: boolean } = {}) => (
    <TextField
      label={t(`shipping.${name}`)}
      name={name}
      autoComplete={autoComplete}
      value={address[name]}
      error={errors[name]}
      {...(extra.optional ? { optionalLabel: t('checkout.optional') } : {})}
      onChange={(event) => {
        const value = extra.upper ? event.target.value.toUpperCase() : event.target.value;
        setAddress({ ...address, [name]: value });
      }}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="shipping-title">
      <h2 id="shipping-title">{t('shipping.title')}</h2>
      <p>{t('shipping.why')}</p>
      {field('name', 'shipping name')}
      {field('line1', 'shipping address-line1')}
      {field('line2', 'shipping address-line2', { optional: true })}
      {field('city', 'shipping address-level2')}
      <div className={cardStyles.row}>
        {field('state', 'shipping address-level1', { upper: true })}
        {field('zip', 'shipping postal-code')}
      </div>
      <button type="submit" className={styles.primary}>
        {t('shipping.continue')}
      </button>
    </form>
  );
}
