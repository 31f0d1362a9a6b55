import { useTranslation } from 'react-i18next';
import { MediaCard } from '../../../components/MediaCard';
import { usePlaylist } from '../api/get-playlist';
import { cardTarget } from './card-target';
import { Shelf, type ShelfStatus } from './Shelf';
import { shelfListPath, showsSeeAll } from './see-all';
import { type ShelfRowProps, shelfPosterSizes } from './shelf-props';

/** A playlist row: its first page of classes; the title and See All lead to the playlist page. */
export function PlaylistShelf({ shelf, priority }: ShelfRowProps) {
  const { t } = useTranslation('home');
  const { data, status } = usePlaylist(shelf.itemId);
  // A playlist row without a playlist cannot load anything (viewing.md §8): it shows as failed.
  const rowStatus: ShelfStatus = shelf.itemId ? status : 'error';
  const items = data?.playlist ?? [];
  // An empty playlist is no row at all: a title over nothing invites no one.
  if (data && items.length === 0) return null;
  return (
    <Shelf
      title={shelf.name || data?.title || t('untitledShelf')}
      listPath={shelfListPath(shelf)}
      status={rowStatus}
      seeAll={
        !!data &&
        showsSeeAll({
          type: shelf.type,
          total: data.total,
          pageSize: data.page_limit,
          hasNextLink: !!data.links.next,
        })
      }
      tiles={items.map((item, index) => (
        <MediaCard
          key={item.mediaid}
          item={item}
          href={cardTarget({ kind: 'media', row: shelf.type, mediaId: item.mediaid, title: item.title }).href}
          sizes={shelfPosterSizes}
          eager={priority && index === 0}
          reserveTitleLines
        />
      ))}
    />
  );
}
