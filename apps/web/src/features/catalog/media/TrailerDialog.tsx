import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { Poster } from '../../../components/Poster';
import { VideoDialog } from '../../../components/VideoDialog';
import { Player } from '../../playback';
import { useMedia } from '../api/get-media';
import buttons from './buttons.module.css';

/** The trailer in a modal, played by the class player; its poster until it has loaded. */
export function TrailerDialog({ trailerId, onClose }: { trailerId: string; onClose: () => void }) {
  const { t } = useTranslation('media');
  const trailer = useMedia(trailerId);
  const [refused, setRefused] = useState(false);
  return (
    <VideoDialog
      title={
        trailer.data
          ? trailerHeading(trailer.data.title, t('trailer.title', { title: trailer.data.title }))
          : t('trailer.button')
      }
      note={(trailer.isError || refused) && t('trailer.unavailable')}
      onClose={onClose}
    >
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
    </VideoDialog>
  );
}

/** The Trailer button; opens the trailer dialog and takes focus back when it closes. */
export function TrailerButton({ trailerId, label }: { trailerId: string; label?: string }) {
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
        {label ?? t('trailer.button')}
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
