import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './ConfirmDialog.module.css';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  /** Cancel, Escape: nothing is done. */
  onCancel(): void;
}

/**
 * Asks before a change that cannot simply be undone (taking someone's role, stepping down as owner):
 * a modal alert dialog, focused on Cancel so a hurried Enter does nothing; Escape cancels. The caller
 * gives the focus back where it was (the dialog returns it to the element focused before it opened).
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={bodyId} className={styles.body}>
        {children}
      </div>
      <div className={styles.buttons}>
        {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus as the dialog opens */}
        <button type="button" className={styles.cancel} onClick={onCancel} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className={styles.confirm} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
