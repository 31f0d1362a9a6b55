import { PLAYLIST_PAGE_SIZE } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { CARD_ASPECT } from '../../../components/MediaCard';
import { formatDuration } from '../../../lib/format-duration';
import { useCourse } from '../api/get-courses';
import { cardTarget } from './card-target';
import { ImageTile } from './ImageTile';
import { Shelf, type ShelfStatus } from './Shelf';
import { shelfListPath, showsSeeAll } from './see-all';
import type { ShelfRowProps } from './shelf-props';

/** A `program` row: one program's lessons in order, each starting to play at once. */
export function ProgramShelf({ shelf, priority }: ShelfRowProps) {
  const { t } = useTranslation(['home', 'catalog']);
  const { data: course, status } = useCourse(shelf.itemId ?? undefined);
  // A program that does not exist (any more) fails its row rather than the page.
  const rowStatus: ShelfStatus = !shelf.itemId || course === null ? 'error' : status;
  const lessons = course?.sections.flatMap((s) => s.playlists.flatMap((p) => p.videos)) ?? [];
  if (course && lessons.length === 0) return null;
  const shown = lessons.slice(0, PLAYLIST_PAGE_SIZE);
  return (
    <Shelf
      title={shelf.name || course?.name || t('programsShelf')}
      listPath={shelfListPath(shelf)}
      status={rowStatus}
      seeAll={showsSeeAll({ type: shelf.type, total: lessons.length })}
      tiles={shown.map((lesson, index) => (
        <ImageTile
          key={lesson.id}
          href={cardTarget({ kind: 'media', row: 'program', mediaId: lesson.id, title: lesson.title }).href}
          title={lesson.title}
          image={lesson.videoThumbnail}
          aspect={CARD_ASPECT}
          eager={priority && index === 0}
          corner={formatDuration(lesson.duration)}
          tag={lesson.unlocked ? t('catalog:free') : undefined}
        />
      ))}
    />
  );
}
