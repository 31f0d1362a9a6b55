import { type ReactNode, useEffect, useRef } from 'react';
import { IconButton } from '../../../components/IconButton';
import styles from './Promotion.module.css';

/** A modal of the promotional page (the gift chooser on small screens, "Learn more"). */
export function PromoDialog(props: {
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="promo-dialog-title" onClose={props.onClose}>
      <div className={styles.dialogHead}>
        <h2 id="promo-dialog-title">{props.title}</h2>
        <IconButton icon="close" label={props.closeLabel} size={20} onClick={props.onClose} />
      </div>
      {props.children}
    </dialog>
  );
}
