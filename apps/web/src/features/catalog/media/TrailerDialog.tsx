import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { Poster } from '../../../components/Poster';
import { Player } from '../../playback';
import { useMedia } from '../api/get-media';
import buttons from './buttons.module.css';
import styles from './TrailerDialog.module.css';

/**
 * The trailer in a modal, played by the class player: the browser's modal dialog keeps focus
 * inside and closes on Escape; focus goes back to the button that opened it.
 */
export function TrailerDialog({ trailerId, onClose }: { trailerId: string; onClose: () => void }) {
  const { t } = useTranslation('media');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const trailer = useMedia(trailerId);
  const [refused, setRefused] = useState(false);
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
          {trailer.data
            ? trailerHeading(trailer.data.title, t('trailer.title', { title: trailer.data.title }))
            : t('trailer.button')}
        </h2>
        <IconButton icon="close" label={t('common:close')} size={20} onClick={close} />
      </div>
      <div className={styles.stage}>
        {trailer.data && !refused ? (
          <Player
            mediaId={trailer.data.mediaid}
            title={trailer.data.title}
            poster={trailer.data.image ?? undefined}
            layout="dialog"
            onLocked={() => setRefused(true)}
          />
        ) : (
          <Poster images={trailer.data?.images ?? []} alt="" sizes="(min-width: 900px) 860px, 100vw" eager />
        )}
      </div>
      {(trailer.isError || refused) && <p className={styles.note}>{t('trailer.unavailable')}</p>}
    </dialog>
  );
}

/** The Trailer button; opens the trailer dialog and takes focus back when it closes. */
export function TrailerButton({ trailerId }: { trailerId: string }) {
  const { t } = useTranslation('media');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={buttons.secondary}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="play" size={18} />
        {t('trailer.button')}
      </button>
      {open && (
        <TrailerDialog
          trailerId={trailerId}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

/** A trailer titled "... Trailer" is not announced as "Trailer: ... Trailer". */
export function trailerHeading(title: string, prefixed: string): string {
  return /\btrailer\b/i.test(title) ? title : prefixed;
}
