import { useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { VideoDialog } from '../../../components/VideoDialog';
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
  const [refused, setRefused] = useState(false);
  return (
    <VideoDialog
      title={t('pricing.videoTitle', { brand: siteName })}
      note={refused && t('pricing.videoUnavailable')}
      widescreen
      onClose={onClose}
    >
      {!refused && (
        <Player
          mediaId={mediaId}
          title={title}
          poster={poster}
          layout="dialog"
          onLocked={() => setRefused(true)}
        />
      )}
    </VideoDialog>
  );
}
