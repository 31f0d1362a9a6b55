import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { useConfig } from '../../../lib/config-context';
import { useInitialData, usePlaylist } from '../../catalog';
import { Player } from '../../playback';
import { useBillingTranslation } from '../texts';
import styles from './PricingVideo.module.css';

/**
 * "This is {brand}": a taste of the studio in a modal, the first class of its free playlist (which
 * everyone may play). No button when the studio has no free class to show.
 */
export function PricingVideoButton() {
  const { t } = useBillingTranslation();
  const initialData = useInitialData();
  const playlist = usePlaylist(initialData.data?.freePlaylists[0]);
  const item = playlist.data?.playlist[0];
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!item) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="play" size={18} />
        {t('pricing.watchVideo')}
      </button>
      {open && (
        <PricingVideoDialog
          mediaId={item.mediaid}
          title={item.title}
          poster={item.image ?? undefined}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

interface DialogProps {
  mediaId: string;
  title: string;
  poster: string | undefined;
  onClose: () => void;
}

function PricingVideoDialog({ mediaId, title, poster, onClose }: DialogProps) {
  const { t } = useBillingTranslation();
  const { siteName } = useConfig();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [refused, setRefused] = useState(false);
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
    // Escape (the cancel event) and the close button close it; the click is for the backdrop.
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
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          {t('pricing.videoTitle', { brand: siteName })}
        </h2>
        <IconButton icon="close" label={t('common:close')} size={20} onClick={close} />
      </div>
      <div className={styles.stage}>
        {!refused && (
          <Player
            mediaId={mediaId}
            title={title}
            poster={poster}
            layout="dialog"
            onLocked={() => setRefused(true)}
          />
        )}
      </div>
      {refused && <p className={styles.note}>{t('pricing.videoUnavailable')}</p>}
    </dialog>
  );
}
