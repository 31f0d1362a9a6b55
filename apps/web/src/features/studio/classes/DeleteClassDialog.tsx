import type { StudioClassRow } from '@releve/contracts';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useDeleteClass } from './class-api';
import { useClassTexts } from './texts';

/** Asks before deleting a draft; the server's refusal (a class published meanwhile) stays in the dialog. */
export function DeleteClassDialog({
  row,
  onClose,
}: {
  row: StudioClassRow;
  /** Called with whether the class was deleted. */
  onClose: (deleted: boolean) => void;
}) {
  const { t } = useClassTexts();
  const remove = useDeleteClass();
  return (
    <ConfirmDialog
      title={t('delete.title', { title: row.title })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      busy={remove.isPending}
      error={remove.error?.message}
      onConfirm={() => remove.mutate(row.id, { onSuccess: () => onClose(true) })}
      onCancel={() => onClose(false)}
      testId="delete-class"
    >
      <p>{t('delete.body')}</p>
    </ConfirmDialog>
  );
}
