import { type FormEvent, type ReactNode, useId } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import styles from './FormDialog.module.css';

interface Props {
  title: string;
  /** The form's fields. */
  children: ReactNode;
  saveLabel: string;
  cancelLabel: string;
  /** The change is under way: the buttons wait. */
  busy?: boolean;
  /** Why the change was refused as a whole (a field's own message stays beside its field). */
  error?: string | undefined;
  onSave(): void;
  onCancel(): void;
  testId?: string;
}

/**
 * Edits a few fields of one thing in a modal dialog (a resource, an issue): Enter or Save submits,
 * Escape or Cancel closes it without a change; the focus comes back where it was.
 */
export function FormDialog({
  title,
  children,
  saveLabel,
  cancelLabel,
  busy = false,
  error,
  onSave,
  onCancel,
  testId,
}: Props) {
  const ref = useModalDialog();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSave();
  };
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.fields}>{children}</div>
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <div className={styles.actions}>
          <button type="button" className={styles.cancel} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button type="submit" className={styles.save} disabled={busy}>
            {saveLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
