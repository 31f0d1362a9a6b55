import type { MediaItem } from '@releve/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { useHydrated } from '../../../lib/use-hydrated';
import { DownloadButton } from '../../downloads';
import { FavoriteButton } from '../../library';
import { AddToMyWeek } from '../../week-plan';
import styles from './buttons.module.css';
import { useShare } from './use-share';

/**
 * Native share where the device has it; elsewhere copies the page's URL and says so for 2 s. The URL
 * is made from `path` on the click: the server renders the button too, and knows no origin.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('media');
  const { share, copied } = useShare();
  const onClick = () => void share({ title, url: new URL(path, window.location.origin).href });
  return (
    <>
      <button type="button" className={styles.secondary} onClick={onClick}>
        <Icon name={copied ? 'check' : 'share'} size={18} />
        {t(copied ? 'copied' : 'share')}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? t('copiedAnnouncement') : ''}
      </span>
    </>
  );
}

/** The member's favorite button, in the look of the page's other buttons. */
export function FavoriteButtonSlot({ mediaId, label }: { mediaId: string; label?: string }) {
  return <FavoriteButton mediaId={mediaId} label={label} className={styles.secondary} />;
}

/** "Add to My Week" (the week plan's menu of days), in the look of the page's other buttons. */
export function AddToMyWeekSlot({ mediaId }: { mediaId: string }) {
  return <AddToMyWeek mediaId={mediaId} className={styles.secondary} />;
}

/** Download for offline (decision 064), where the studio allows it: in the browser only, loaded then. */
export function DownloadSlot({ item }: { item: MediaItem }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <DownloadButton item={item} className={styles.secondary} />
    </Suspense>
  );
}
