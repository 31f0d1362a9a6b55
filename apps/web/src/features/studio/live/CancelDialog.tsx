import { LIVE_SCOPES, type LiveScope, type StudioLiveClass } from '@releve/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import styles from './Live.module.css';
import { useCancelLiveClass } from './live-api';
import { dayLabel } from './live-calendar';
import { useLiveTranslation } from './texts';
import { useStudioClock } from './use-studio-clock';

/**
 * Asks before cancelling a class: who reserved it is told, and it cannot be brought back. A weekly
 * class asks which dates: this one, this and the following ones, or every one still to come.
 */
export function CancelDialog({ item, onClose }: { item: StudioLiveClass; onClose(message?: string): void }) {
  const { t } = useLiveTranslation();
  const clock = useStudioClock();
  const cancel = useCancelLiveClass();
  const [error, setError] = useState<string>();
  const [scope, setScope] = useState<LiveScope>('one');
  return (
    <ConfirmDialog
      title={t('cancelDialog.title', { name: item.name })}
      confirmLabel={t('cancelDialog.confirm')}
      cancelLabel={t('cancelDialog.keep')}
      busy={cancel.isPending}
      error={error}
      onCancel={() => onClose()}
      onConfirm={async () => {
        try {
          const { notified } = await cancel.mutateAsync({ id: item.id, scope });
          onClose(t('cancelDialog.done', { name: item.name, count: notified }));
        } catch (failure) {
          setError((failure as Error).message);
        }
      }}
      testId="live-cancel-dialog"
    >
      <p>
        {t('cancelDialog.body', {
          when: `${dayLabel(item.day)}, ${clock.show(item.time)}`,
          count: item.reserved,
        })}
      </p>
      {item.seriesId && (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('cancelDialog.scope')}</legend>
          {LIVE_SCOPES.map((choice) => (
            <label key={choice} className={styles.check}>
              <input
                type="radio"
                name="cancel-scope"
                checked={scope === choice}
                onChange={() => setScope(choice)}
              />
              {t(`cancelDialog.scopes.${choice}`)}
            </label>
          ))}
          {scope !== 'one' && <p className={styles.scopeHint}>{t('cancelDialog.seriesBody')}</p>}
        </fieldset>
      )}
    </ConfirmDialog>
  );
}
