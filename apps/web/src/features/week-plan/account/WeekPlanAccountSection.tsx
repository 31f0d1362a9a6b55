import { useState } from 'react';
import { useChangeWeekPlanSettings, useWeekPlanSettings } from '../api/week-plan-api';
import styles from '../components/WeekPlan.module.css';
import { useWeekPlanTranslation } from '../texts';

/**
 * My Account's part of the week plan (inside its section card) (decision 015): the private calendar address (create, renew,
 * turn off) and the reminder e-mails before planned live classes. Members only.
 */
export function WeekPlanAccountSection() {
  const { t } = useWeekPlanTranslation();
  const settings = useWeekPlanSettings(true);
  const change = useChangeWeekPlanSettings();
  const [copied, setCopied] = useState(false);
  const current = settings.data?.settings;
  const feedUrl = current?.feedUrl ?? null;
  // The box shows the choice at once while it is being saved (it goes back if the save fails).
  const [asked, setAsked] = useState<boolean | null>(null);
  const reminders = asked ?? current?.reminders ?? false;

  const copy = async () => {
    if (!feedUrl) return;
    try {
      await navigator.clipboard.writeText(feedUrl);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      // No clipboard (an insecure page): the address stays selectable in its field.
    }
  };

  return (
    <>
      <p>{t('account.feedHelp')}</p>
      {feedUrl && (
        <label>
          {t('account.feedLabel')}
          <input
            className={styles.feed}
            readOnly
            value={feedUrl}
            onFocus={(event) => event.target.select()}
          />
        </label>
      )}
      <div className={styles.toolbar}>
        {feedUrl ? (
          <>
            <button type="button" className={styles.primaryButton} onClick={copy}>
              {copied ? t('account.copied') : t('account.copy')}
            </button>
            <button
              type="button"
              className={styles.outline}
              disabled={change.isPending}
              onClick={() => change.mutate({ feed: 'renew' })}
            >
              {t('account.renew')}
            </button>
            <button
              type="button"
              className={styles.outline}
              disabled={change.isPending}
              onClick={() => change.mutate({ feed: 'revoke' })}
            >
              {t('account.revoke')}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={styles.primaryButton}
            disabled={change.isPending || !current}
            onClick={() => change.mutate({ feed: 'renew' })}
          >
            {t('account.create')}
          </button>
        )}
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={reminders}
          disabled={!current || change.isPending}
          onChange={(event) => {
            setAsked(event.target.checked);
            change.mutate({ reminders: event.target.checked }, { onSettled: () => setAsked(null) });
          }}
        />
        {t('account.reminders')}
      </label>
      {(change.isError || settings.isError) && <p role="alert">{t('account.failed')}</p>}
    </>
  );
}
