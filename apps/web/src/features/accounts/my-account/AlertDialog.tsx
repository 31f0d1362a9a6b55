import { type ReactNode, useId } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import styles from './AlertDialog.module.css';

interface Props {
  title: string;
  children: ReactNode;
  okLabel: string;
  onClose(): void;
}

/** A modal alert (role alertdialog) with one button, focused on opening; Escape or the button closes it. */
export function AlertDialog({ title, children, okLabel, onClose }: Props) {
  const ref = useModalDialog();
  const titleId = useId();
  const bodyId = useId();

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
