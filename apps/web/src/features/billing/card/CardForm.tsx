import {
  type CardErrors,
  type CardInput,
  type CardPayload,
  cardBrand,
  cvcLength,
  formatCardExpiry,
  formatCardNumber,
  formatCvc,
  toCardPayload,
  validateCard,
} from '@releve/contracts/card-rules';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import styles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { TextField } from '../../../components/form/TextField';
import { useBillingTranslation } from '../texts';
import cardStyles from './CardForm.module.css';

export interface CardFormProps {
  submitLabel: string;
  busyLabel: string;
  /** Called with the payload (spaces stripped, expiry split) once every field is valid. */
  onSubmit(card: CardPayload): Promise<void>;
  /** A failure to show above the fields (a declined card). */
  error?: string | null;
  /** Decides whether an expiry has passed; the clock unless a test gives one. */
  now?: () => Date;
}

const empty: CardInput = { cardholderName: '', cardNumber: '', cardExpiry: '', cardCVC: '' };

/**
 * A card form that follows every card rule of accounts-and-billing.md §5 (card-rules.ts): the number
 * spaced by brand and cut at 16 digits, the expiry written as MM/YY while typing, the CVC digits only
 * and as long as the brand's, the cardholder name required. Used by the sandbox's hosted checkout and
 * the edit-card view.
 */
export function CardForm({ submitLabel, busyLabel, onSubmit, error, now = () => new Date() }: CardFormProps) {
  const { t } = useBillingTranslation();
  const [card, setCard] = useState(empty);
  const [errors, setErrors] = useState<CardErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const brand = cardBrand(card.cardNumber);

  const update = (next: CardInput) => {
    setCard(next);
    // After a first try, errors follow what is typed so a fixed field stops complaining.
    if (submitted) setErrors(validateCard(next, now()));
  };

  const onNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const cardNumber = formatCardNumber(event.target.value);
    const cardCVC = card.cardCVC.slice(0, cvcLength(cardBrand(cardNumber)));
    update({ ...card, cardNumber, cardCVC });
  };

  const onExpiry = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const formatted = formatCardExpiry(typed);
    // Deleting the slash deletes it: "12/" minus one character is "12", not "12/" again.
    const deleting = typed.length < card.cardExpiry.length;
    update({ ...card, cardExpiry: deleting && formatted.endsWith('/') ? formatted.slice(0, -1) : formatted });
  };

  const onCvc = (event: ChangeEvent<HTMLInputElement>) =>
    update({ ...card, cardCVC: formatCvc(event.target.value).slice(0, cvcLength(brand)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateCard(card, now());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(toCardPayload(card));
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: keyof CardInput) => errors[field] && t(`card.${errors[field]}`);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <TextField
        label={t('card.name')}
        name="cardholderName"
        autoComplete="cc-name"
        value={card.cardholderName}
        error={errorOf('cardholderName')}
        onChange={(event) => update({ ...card, cardholderName: event.target.value })}
      />
      <TextField
        label={t('card.number')}
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        value={card.cardNumber}
        error={errorOf('cardNumber')}
        onChange={onNumber}
        addon={
          brand !== 'unknown' && (
            <span className={cardStyles.brand} data-testid="card-brand">
              <span aria-hidden="true">{brand.toUpperCase()}</span>
              <span className="visually-hidden">{t('card.brand', { brand })}</span>
            </span>
          )
        }
      />
      <div className={cardStyles.row}>
        <TextField
          label={t('card.expiry')}
          name="cardExpiry"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          value={card.cardExpiry}
          error={errorOf('cardExpiry')}
          onChange={onExpiry}
        />
        <TextField
          label={t('card.cvc')}
          name="cardCVC"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder={brand === 'amex' ? '1234' : '123'}
          value={card.cardCVC}
          error={errorOf('cardCVC')}
          onChange={onCvc}
        />
      </div>
      <button type="submit" className={styles.primary} disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
