import type { StudioLiveClass } from '@releve/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useCancelLiveClass } from './live-api';
import { dayLabel } from './live-calendar';
import { useLiveTranslation } from './texts';

/** Asks before cancelling a class: who reserved it is told, and it cannot be brought back. */
export function CancelDialog({ item, onClose }: { item: StudioLiveClass; onClose(message?: string): void }) {
  const { t } = useLiveTranslation();
  const cancel = useCancelLiveClass();
  const [error, setError] = useState<string>();
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
          const { notified } = await cancel.mutateAsync(item.id);
          onClose(t('cancelDialog.done', { name: item.name, count: notified }));
        } catch (failure) {
          setError((failure as Error).message);
        }
      }}
      testId="live-cancel-dialog"
    >
      <p>{t('cancelDialog.body', { when: `${dayLabel(item.day)}, ${item.time}`, count: item.reserved })}</p>
    </ConfirmDialog>
  );
}
