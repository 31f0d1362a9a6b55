import { type ReactNode, useId } from 'react';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import styles from '../shared/FormDialog.module.css';
import own from './Coupons.module.css';

interface Props {
  title: string;
  children: ReactNode;
  closeLabel: string;
  onClose(): void;
  /** A button beside Close (Copy all). */
  extra?: ReactNode;
  testId?: string;
  /** Room for a table (a coupon's uses). */
  wide?: boolean;
}

/** A modal dialog that shows something (a coupon's uses, a batch's codes) and closes. */
export function InfoDialog({ title, children, closeLabel, onClose, extra, testId, wide }: Props) {
  const ref = useModalDialog();
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${own.wide}` : styles.dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        {extra}
        <button type="button" className={styles.save} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </dialog>
  );
}
