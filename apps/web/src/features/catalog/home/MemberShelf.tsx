import { useTranslation } from 'react-i18next';
import { MediaCard } from '../../../components/MediaCard';
import { cardTarget } from './card-target';
import { type MemberRowType, useMemberShelfItems } from './member-shelves';
import { Shelf } from './Shelf';
import { shelfListPath, showsSeeAll } from './see-all';
import { type ShelfRowProps, shelfPosterSizes } from './shelf-props';

/** Continue watching, favorites, watch again and keep going: rendered only when they hold items. */
export function MemberShelf({ shelf, priority }: ShelfRowProps) {
  const { t } = useTranslation('home');
  const type = shelf.type as MemberRowType;
  const { status, entries, total } = useMemberShelfItems(type);
  if (status === 'success' && entries.length === 0) return null;
  return (
    <Shelf
      title={shelf.name || t(`memberRows.${type}`)}
      listPath={shelfListPath(shelf)}
      status={status}
      seeAll={showsSeeAll({ type, total })}
      tiles={entries.map(({ item, progress, programId }, index) => (
        <MediaCard
          key={item.mediaid}
          item={item}
          href={
            cardTarget({ kind: 'media', row: type, mediaId: item.mediaid, title: item.title, programId }).href
          }
          sizes={shelfPosterSizes}
          progress={progress}
          eager={priority && index === 0}
          reserveTitleLines
        />
      ))}
    />
  );
}
