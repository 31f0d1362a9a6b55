import { type CancelReasonCode, cancelReasonCodes, cancelReasonTextMax } from '@releve/contracts';
import { useId, useState } from 'react';
import formStyles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { cancelSubscription, useSubscription } from '../api/payments-api';
import { formatBillingDate } from '../payments/billing-dates';
import { useSubscriptionChange } from '../payments/use-subscription-change';
import { useBillingTranslation } from '../texts';
import { ChangeDone, ConfirmChange } from './ChangeSteps';
import styles from './Views.module.css';

/**
 * unsubscribe: cancels at the period's end; the confirmation shows the expiry date (§4). Why is asked
 * in the same step, both answers optional (decision 050): cancelling stays one press.
 */
export default function UnsubscribeView({ close }: DialogViewProps) {
  const { t } = useBillingTranslation();
  const subscription = useSubscription();
  const [reason, setReason] = useState<CancelReasonCode | undefined>();
  const [text, setText] = useState('');
  const { state, run } = useSubscriptionChange(
    () => cancelSubscription({ reason, text: text.trim() || undefined }),
    'cancelOrRenew',
  );
  if (state.step === 'done') {
    return (
      <ChangeDone close={close}>
        {t('manage.unsubscribed', { date: formatBillingDate(state.answer.subscription.expiresAt) })}
      </ChangeDone>
    );
  }
  if (subscription.isPending) return null;
  const current = subscription.data;
  if (!current) return <FormMessage kind="error">{t('manage.noSubscription')}</FormMessage>;
  return (
    <ConfirmChange
      question={t('manage.unsubscribeQuestion', { title: current.offerTitle })}
      note={t('manage.unsubscribeNote', { date: formatBillingDate(current.expiresAt) })}
      error={state.step === 'error' ? state.message : null}
      busy={state.step === 'busy'}
      confirmLabel={t('manage.unsubscribeConfirm')}
      busyLabel={t('manage.unsubscribeBusy')}
      onConfirm={run}
      close={close}
    >
      <CancelReason reason={reason} onReason={setReason} text={text} onText={setText} />
    </ConfirmChange>
  );
}

/** Why (optional): a short list and the member's own words. */
function CancelReason(props: {
  reason: CancelReasonCode | undefined;
  onReason: (reason: CancelReasonCode | undefined) => void;
  text: string;
  onText: (text: string) => void;
}) {
  const { t } = useBillingTranslation();
  const textId = useId();
  return (
    <div className={styles.reason}>
      <fieldset className={styles.reasons}>
        <legend className={formStyles.label}>
          {t('manage.cancelReasonQuestion')}{' '}
          <span className={formStyles.optional}>{t('manage.optional')}</span>
        </legend>
        {cancelReasonCodes.map((code) => (
          <label key={code} className={formStyles.checkbox}>
            <input
              type="radio"
              name="cancel-reason"
              value={code}
              checked={props.reason === code}
              onChange={() => props.onReason(code)}
            />
            {t(`manage.cancelReasons.${code}`)}
          </label>
        ))}
        {props.reason && (
          <button type="button" className={styles.clearReason} onClick={() => props.onReason(undefined)}>
            {t('manage.cancelReasonClear')}
          </button>
        )}
      </fieldset>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={textId}>
          {t('manage.cancelReasonText')} <span className={formStyles.optional}>{t('manage.optional')}</span>
        </label>
        <textarea
          id={textId}
          className={`${formStyles.input} ${styles.reasonText}`}
          rows={2}
          maxLength={cancelReasonTextMax}
          value={props.text}
          onChange={(event) => props.onText(event.target.value)}
        />
      </div>
    </div>
  );
}
