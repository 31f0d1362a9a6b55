import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './AlertDialog.module.css';

interface Props {
  title: string;
  children: ReactNode;
  okLabel: string;
  onClose(): void;
}

/** A modal alert (role alertdialog) with one button, focused on opening; Escape or the button closes it. */
export function AlertDialog({ title, children, okLabel, onClose }: Props) {
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
      className={styles.alert}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={bodyId}>{children}</div>
      <button type="button" className={styles.ok} onClick={onClose}>
        {okLabel}
      </button>
    </dialog>
  );
}
