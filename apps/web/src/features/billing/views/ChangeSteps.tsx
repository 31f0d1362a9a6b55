import type { ReactNode } from 'react';
import formStyles from '../../../components/form/Form.module.css';
import { FormMessage } from '../../../components/form/FormMessage';
import { useBillingTranslation } from '../texts';
import styles from './Views.module.css';

/** A change's outcome, announced, with Close (the subscription and card views end here). */
export function ChangeDone({ children, close }: { children: ReactNode; close: () => void }) {
  const { t } = useBillingTranslation();
  return (
    <div className={formStyles.form}>
      <p role="status" className={styles.lead}>
        {children}
      </p>
      <div className={styles.actions}>
        <button type="button" className={formStyles.primary} onClick={close}>
          {t('manage.close')}
        </button>
      </div>
    </div>
  );
}

interface ConfirmProps {
  question: string;
  note?: ReactNode;
  /** Fields asked with the question, in the same step (the cancel's optional reason). */
  children?: ReactNode;
  /** The refusal of the last try, shown above the buttons. */
  error?: string | null;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => void;
  close: () => void;
}

/** Asks before a subscription change: the question, a note, Back and the confirming button. */
export function ConfirmChange(props: ConfirmProps) {
  const { t } = useBillingTranslation();
  return (
    <div className={formStyles.form}>
      <p className={styles.lead}>{props.question}</p>
      {props.note && <p className={styles.note}>{props.note}</p>}
      {props.children}
      {props.error && <FormMessage kind="error">{props.error}</FormMessage>}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={props.close}>
          {t('manage.back')}
        </button>
        <button
          type="button"
          className={formStyles.primary}
          disabled={props.busy}
          onClick={() => props.onConfirm()}
        >
          {props.busy ? props.busyLabel : props.confirmLabel}
        </button>
      </div>
    </div>
  );
}
