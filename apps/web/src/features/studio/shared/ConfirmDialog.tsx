import { type ReactNode, useId } from 'react';
import { FormMessage } from '../../../components/form/FormMessage';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import styles from './ConfirmDialog.module.css';

interface Props {
  title: string;
  /** What will happen, in words: what is lost, what is not. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The change is under way: the buttons wait. */
  busy?: boolean;
  /** Why the change was refused, kept in the dialog. */
  error?: string | undefined;
  onConfirm(): void;
  onCancel(): void;
  testId?: string;
}

/**
 * Asks before a change that cannot be undone (deleting a class): a modal alert dialog whose focus
 * starts on the safe choice; Escape or Cancel closes it without doing anything.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
  testId,
}: Props) {
  const ref = useModalDialog();
  const titleId = useId();
  const bodyId = useId();
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <div className={styles.actions}>
        {/* biome-ignore lint/a11y/noAutofocus: a modal's focus starts on its safe choice */}
        <button type="button" className={styles.cancel} onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
