import {
  type FieldErrors,
  formatMoney,
  refundableAmount,
  type StudioMemberRow,
  studioRefundSchema,
  type Transaction,
} from '@releve/contracts';
import { useState } from 'react';
import { FormDialog } from '../shared/FormDialog';
import { FormField, fieldControlClass } from '../shared/FormField';
import { saveChecked } from '../shared/field-errors';
import styles from './MemberPage.module.css';
import { useRefundPayment } from './members-api';
import { ReasonField } from './StaffFields';
import { useMemberTexts } from './texts';

interface Props {
  member: StudioMemberRow;
  payment: Transaction;
  onClose(): void;
}

/** An amount typed in the currency's units ("12.50"): cents, or NaN while it is not a number. */
const typedCents = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100));

/**
 * Gives back part or all of a payment through the provider, with the reason the activity log keeps.
 * The key is made once per dialog: Refund pressed again after a timeout refunds once.
 */
export function RefundDialog({ member, payment, onClose }: Props) {
  const { t } = useMemberTexts();
  const refund = useRefundPayment();
  const [key] = useState(() => crypto.randomUUID());
  const left = refundableAmount(payment);
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ fields: FieldErrors; whole?: string }>({ fields: {} });

  const save = async () => {
    const saved = await saveChecked(
      studioRefundSchema,
      { amount: typedCents(amount), reason, key },
      (checked) =>
        refund.mutateAsync({ userId: member.id, transactionId: payment.transactionId, refund: checked }),
      (fields, whole) => setErrors({ fields, whole }),
    );
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t('page.refund.title', { name: member.name })}
      saveLabel={t('page.refund.save')}
      cancelLabel={t('grant.cancel')}
      busy={refund.isPending}
      error={errors.whole}
      onSave={() => void save()}
      onCancel={onClose}
      testId="refund-dialog"
    >
      <p className={styles.line}>
        {t('page.refund.body', {
          what: payment.offerTitle,
          paid: formatMoney(payment.amount, payment.currency),
          left: formatMoney(left, payment.currency),
        })}
      </p>
      <FormField
        label={t('page.refund.amount', { currency: payment.currency })}
        hint={t('page.refund.amountHint')}
        error={errors.fields.amount}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            max={left / 100}
            className={fieldControlClass}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        )}
      </FormField>
      <ReasonField value={reason} error={errors.fields.reason} onChange={setReason} />
    </FormDialog>
  );
}
