import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { profileQueryKey } from '../../accounts';
import { redeemDayPass } from '../api/live-api';
import { useLiveTranslation } from '../texts';
import styles from './RedeemDayPassDialog.module.css';

interface Props {
  unusedDayPasses: number;
  onClose(): void;
}

type Outcome = 'idle' | 'working' | 'failed' | 'already-active';

/**
 * The redeem modal (accounts-and-billing.md §4): 24 hours of live access for one day pass. A duplicate
 * redemption (another tab got there first) reloads the page; an unchanged count means a pass is
 * already running.
 */
export function RedeemDayPassDialog({ unusedDayPasses, onClose }: Props) {
  const { t } = useLiveTranslation();
  const client = useQueryClient();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome>('idle');

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const redeem = async () => {
    setOutcome('working');
    try {
      const answer = await redeemDayPass('me');
      if (answer.duplicate) {
        window.location.reload();
        return;
      }
      if (answer.user.unusedDayPasses === unusedDayPasses) {
        setOutcome('already-active');
        return;
      }
      await client.invalidateQueries({ queryKey: profileQueryKey });
      onClose();
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {t('redeem.title')}
      </h2>
      <p>{t('redeem.body', { count: unusedDayPasses })}</p>
      {outcome === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('redeem.failed')}
        </p>
      )}
      {outcome === 'already-active' && <p role="status">{t('redeem.alreadyActive')}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('redeem.cancel')}
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={redeem}
          disabled={outcome === 'working' || outcome === 'already-active'}
        >
          {outcome === 'working' ? t('redeem.working') : t('redeem.confirm')}
        </button>
      </div>
    </dialog>
  );
}
