import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { useViewer } from '../../accounts';
import { useMedia } from '../../catalog';
import { useBookmarks, useToggleFavorite } from '../api/bookmarks';
import styles from './FavoriteButton.module.css';

interface Props {
  mediaId: string;
  /** The surrounding page's button look. */
  className?: string;
  /** Its text where one page has two (a series and its episode); "Favorite" otherwise. */
  label?: string;
}

/**
 * Adds a class to the member's favorites or takes it out (viewing.md §4): a spinner while the change
 * is saved, then the heart filled or empty, announced to screen readers. Favorites are for members:
 * everyone else is sent to pricing (a lapsed member may still take out an old favorite).
 */
export function FavoriteButton({ mediaId, className = '', label: ownLabel }: Props) {
  const { t } = useTranslation('library');
  const viewer = useViewer();
  const { data: item } = useMedia(mediaId);
  const bookmarks = useBookmarks();
  const toggle = useToggleFavorite();
  // What the last toggle did, said once, and only on the page of the class it was about.
  const [announcement, setAnnouncement] = useState({ mediaId: '', text: '' });
  const isFavorite = !!bookmarks.data?.some((bookmark) => bookmark.jwId === mediaId);

  const label = ownLabel ?? t('favorite');
  if (viewer.status !== 'loading' && !viewer.isMember && !isFavorite) {
    return (
      <Link href="/pricing" className={`${className} ${styles.button}`} data-testid="favorite-button">
        <Icon name="heart" size={18} className={styles.heart} />
        <span className={styles.text}>{label}</span>
      </Link>
    );
  }

  const ready = viewer.status !== 'loading' && bookmarks.isSuccess && !!item;
  const onClick = () => {
    if (!item || toggle.isPending) return;
    const favorite = !isFavorite;
    toggle.mutate(
      { item, favorite },
      {
        onSuccess: () =>
          setAnnouncement({ mediaId, text: t(favorite ? 'added' : 'removed', { title: item.title }) }),
        onError: () => setAnnouncement({ mediaId, text: t('couldNotSave') }),
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className={`${className} ${styles.button}`}
        aria-pressed={isFavorite}
        aria-busy={toggle.isPending || undefined}
        disabled={!ready}
        onClick={onClick}
        data-testid="favorite-button"
      >
        {toggle.isPending ? (
          <span className={styles.spinner} aria-hidden="true" />
        ) : (
          <Icon name="heart" size={18} className={styles.heart} />
        )}
        <span className={styles.text}>{label}</span>
      </button>
      <span className="visually-hidden" role="status">
        {announcement.mediaId === mediaId ? announcement.text : ''}
      </span>
    </>
  );
}
