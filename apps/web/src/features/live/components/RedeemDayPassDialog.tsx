import { DAY_PASS_HOURS, dayPassRedeemedNowCovers, isJoinableNow, type LiveClass } from '@releve/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { profileQueryKey } from '../../accounts';
import { fetchJoinUrl, redeemDayPass } from '../api/live-api';
import { openInNewTab } from '../open-in-new-tab';
import { dayAndTime } from '../schedule-layout';
import { useLiveTranslation } from '../texts';
import styles from './RedeemDayPassDialog.module.css';

interface Props {
  unusedDayPasses: number;
  /** The class whose "Use a day pass" opened the dialog. */
  liveClass: LiveClass;
  now: Date;
  /** The reader's zone, and the studio's (which decides the join window). */
  zone: string;
  studioZone: string;
  onClose(): void;
}

type Outcome = 'idle' | 'working' | 'failed' | 'join-failed' | 'already-active';

/**
 * The redeem modal (accounts-and-billing.md §4): 24 hours of live access for one day pass, from now.
 * For a class open now it redeems, then joins it in the tab the click opened (decision 025: "Use a day
 * pass"); for a later class it redeems and the card offers Join when the class opens; for a class the
 * 24 hours would not reach, it says to wait for the class's day. A duplicate redemption (another tab got
 * there first) reloads the page; an unchanged count means a pass is already running.
 */
export function RedeemDayPassDialog({ unusedDayPasses, liveClass, now, zone, studioZone, onClose }: Props) {
  const { t } = useLiveTranslation();
  const client = useQueryClient();
  const ref = useModalDialog();
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const joinNow = isJoinableNow(liveClass, now, studioZone);
  const covers = dayPassRedeemedNowCovers(liveClass, now, DAY_PASS_HOURS);
  const runsUntil = new Date(now.getTime() + DAY_PASS_HOURS * 3_600_000).toISOString();

  const redeemAndJoin = async () => {
    setOutcome('working');
    let redeemed = false;
    try {
      await openInNewTab(async () => {
        // A duplicate means a pass of hers runs already: the class is hers to join all the same.
        await redeemDayPass('me');
        redeemed = true;
        return fetchJoinUrl(liveClass.id);
      });
      await client.invalidateQueries({ queryKey: profileQueryKey });
      onClose();
    } catch {
      if (redeemed) await client.invalidateQueries({ queryKey: profileQueryKey });
      setOutcome(redeemed ? 'join-failed' : 'failed');
    }
  };

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
      {covers ? (
        <p>{t('redeem.runsUntil', { time: dayAndTime(runsUntil, zone) })}</p>
      ) : (
        <p role="status">{t('redeem.tooEarly', { name: liveClass.name })}</p>
      )}
      {outcome === 'failed' && (
        <p role="alert" className={styles.error}>
          {t('redeem.failed')}
        </p>
      )}
      {outcome === 'join-failed' && (
        <p role="alert" className={styles.error}>
          {t('redeem.joinFailed')}
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
          onClick={joinNow ? redeemAndJoin : redeem}
          disabled={!covers || outcome === 'working' || outcome === 'already-active'}
        >
          {outcome === 'working'
            ? t('redeem.working')
            : joinNow
              ? t('redeem.confirmAndJoin')
              : t('redeem.confirm')}
        </button>
      </div>
    </dialog>
  );
}
