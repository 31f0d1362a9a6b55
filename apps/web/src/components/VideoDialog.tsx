import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './IconButton';
import styles from './VideoDialog.module.css';

interface Props {
  title: ReactNode;
  /** What plays (the class player), or what stands in for it. */
  children: ReactNode;
  /** A line under the video, such as why it cannot play. */
  note?: ReactNode;
  /** Keeps the stage 16:9 before the player has drawn (no jump when it arrives). */
  widescreen?: boolean;
  onClose: () => void;
}

/**
 * A video in a modal: the browser's modal dialog keeps focus inside and closes on Escape; a click on
 * the backdrop closes it too. The opener takes focus back in its onClose.
 */
export function VideoDialog({ title, children, note, widescreen = false, onClose }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Closed before it unmounts: while the modal is open the page behind is inert and cannot take focus.
  const close = () => {
    ref.current?.close?.();
    onClose();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  return (
    // Keyboard users close it with Escape (the cancel event) or the close button; the click is for the backdrop.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <IconButton icon="close" label={t('common:close')} size={20} onClick={close} />
      </div>
      <div className={widescreen ? `${styles.stage} ${styles.widescreen}` : styles.stage}>{children}</div>
      {note && <p className={styles.note}>{note}</p>}
    </dialog>
  );
}
