import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDialogLink } from '../../../lib/use-dialog-link';
import { useViewer } from '../../accounts';
import { useBookmarks } from '../api/bookmarks';
import { useVideoStates } from '../api/video-states';
import { useWatchlistItems } from '../api/watchlist-items';
import { progressOfMedia } from '../progress-lists';
import { LibraryGrid, LibraryGridPlaceholder, ListMessage, messageStyles } from './LibraryGrid';

/** Placeholders shown while favorites load: as many as the profile counts, within one screen. */
const placeholdersFor = (count: number) => Math.min(12, Math.max(3, count));

/** The member's favorites, newest first; a way in for those who have none or may not have any. */
export function FavoritesList() {
  const { t } = useTranslation('library');
  const viewer = useViewer();
  const loginLink = useDialogLink('login');
  const bookmarks = useBookmarks();
  const videoStates = useVideoStates();
  const ids = useMemo(() => (bookmarks.data ?? []).map((bookmark) => bookmark.jwId), [bookmarks.data]);
  const items = useWatchlistItems('favorites', ids);

  const loading = (
    <LibraryGridPlaceholder
      count={placeholdersFor(viewer.profile?.user.counts.bookmarks ?? 0)}
      label={t('loadingFavorites')}
    />
  );
  if (viewer.status === 'loading') return loading;
  if (!viewer.signedIn || (!viewer.isMember && bookmarks.data?.length === 0)) {
    return (
      <ListMessage title={t('favoritesForMembers')} text={t('favoritesForMembersHint')}>
        <Link href="/pricing" className={messageStyles.action}>
          {t('seePricing')}
        </Link>
        {!viewer.signedIn && (
          <Link href={loginLink} className={messageStyles.secondaryAction}>
            {t('signIn')}
          </Link>
        )}
      </ListMessage>
    );
  }
  if (bookmarks.isError || items.status === 'error') {
    return (
      <ListMessage title={t('couldNotLoad')}>
        <button type="button" className={messageStyles.action} onClick={() => void bookmarks.refetch()}>
          {t('tryAgain')}
        </button>
      </ListMessage>
    );
  }
  if (bookmarks.isPending || items.status === 'pending') return loading;
  if (items.items.length === 0) {
    return (
      <ListMessage title={t('noFavorites')} text={t('noFavoritesHint')}>
        <Link href="/sections" className={messageStyles.action}>
          {t('browseClasses')}
        </Link>
      </ListMessage>
    );
  }
  return (
    <LibraryGrid
      items={items.items}
      label={t('favoritesLabel')}
      progressOf={(mediaId) => progressOfMedia(videoStates, mediaId)?.progress}
    />
  );
}
