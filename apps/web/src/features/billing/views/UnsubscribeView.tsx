import {
  type CancelReasonCode,
  cancelReasonCodes,
  cancelReasonTextMax,
  PAUSE_MONTHS,
  type Subscription,
} from '@releve/contracts';
import { useId, useState } from 'react';
import formStyles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import type { DialogViewProps } from '../../../lib/account-dialog';
import { cancelSubscription, pauseSubscription, useSubscription } from '../api/payments-api';
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
  const pause = useSubscriptionChange((months: number) => pauseSubscription(months), 'cancelOrRenew');
  if (pause.state.step === 'done') {
    const paused = pause.state.answer.subscription;
    return (
      <ChangeDone close={close}>
        {t('manage.pausedDone', {
          access: formatBillingDate(paused.expiresAt),
          date: formatBillingDate(paused.pausedUntil ?? paused.expiresAt),
        })}
      </ChangeDone>
    );
  }
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
      busy={state.step === 'busy' || pause.state.step === 'busy'}
      confirmLabel={t('manage.unsubscribeConfirm')}
      busyLabel={t('manage.unsubscribeBusy')}
      onConfirm={run}
      close={close}
    >
      {current.canPause && (
        <PauseInstead
          subscription={current}
          busy={state.step === 'busy' || pause.state.step === 'busy'}
          error={pause.state.step === 'error' ? pause.state.message : null}
          onPause={pause.run}
        />
      )}
      <CancelReason reason={reason} onReason={setReason} text={text} onText={setText} />
    </ConfirmChange>
  );
}

/** The studio's offer of a pause for 1, 2 or 3 months instead (issue 35): one press, in the same step. */
function PauseInstead(props: {
  subscription: Subscription;
  busy: boolean;
  error: string | null;
  onPause: (months: number) => void;
}) {
  const { t } = useBillingTranslation();
  const titleId = useId();
  return (
    <section className={styles.pause} aria-labelledby={titleId} data-testid="pause-instead">
      <p id={titleId} className={formStyles.label}>
        {t('manage.pauseTitle')}
      </p>
      <p className={styles.note}>
        {t('manage.pauseNote', { date: formatBillingDate(props.subscription.expiresAt) })}
      </p>
      {props.error && <FormMessage kind="error">{props.error}</FormMessage>}
      <div className={styles.pauseChoices}>
        {PAUSE_MONTHS.map((months) => (
          <button
            key={months}
            type="button"
            className={styles.secondary}
            disabled={props.busy}
            onClick={() => props.onPause(months)}
            aria-label={t('manage.pauseMonths', { count: months })}
          >
            {t('manage.months', { count: months })}
          </button>
        ))}
      </div>
    </section>
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
