import type { MediaItem } from '@releve/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MediaCard } from '../../../components/MediaCard';
import { Poster } from '../../../components/Poster';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlaylist } from '../api/get-playlist';
import styles from './HubScreen.module.css';
import { CardPlaceholders, TextPlaceholder } from './Placeholders';
import { StatusBadge } from './StatusBadge';
import { hubShelfIds } from './screen';

/** Items per hub shelf: a few screens' worth of tiles; See All leads to the rest. */
export const HUB_SHELF_SIZE = 12;
/** Tiles in view at the widest breakpoint (viewing.md §9: 1, 2, 2, 3, 4). */
const MOST_TILES_PER_VIEW = 4;
const shelfPosterSizes = '(min-width: 1200px) 22vw, (min-width: 1024px) 30vw, (min-width: 480px) 45vw, 85vw';

/** One playlist as a row of cards that scrolls sideways; its title leads to the playlist page. */
function HubShelf({ playlistId }: { playlistId: string }) {
  const { t } = useTranslation('catalog');
  const headingId = useId();
  const playlist = usePlaylist(playlistId, { pageLimit: HUB_SHELF_SIZE });
  const href = `/p/${encodeURIComponent(playlistId)}`;
  const answer = playlist.data;
  if (answer && answer.playlist.length === 0) return null;
  // Without its answer the shelf has no title to show: only the message.
  if (playlist.isError) {
    return (
      <section className={styles.shelf}>
        <p role="alert">{t('couldNotLoadItems')}</p>
      </section>
    );
  }
  return (
    <section className={styles.shelf} aria-labelledby={headingId}>
      <div className={styles.shelfTop}>
        <h2 id={headingId} className={styles.shelfTitle}>
          {answer ? <Link href={href}>{answer.title}</Link> : <TextPlaceholder heading />}
        </h2>
        {answer && answer.total > answer.playlist.length && (
          <Link href={href} className={styles.seeAll} aria-label={`${t('seeAll')}: ${answer.title}`}>
            {t('seeAll')}
          </Link>
        )}
      </div>
      <ul className={styles.row}>
        {answer ? (
          answer.playlist.map((item) => (
            <li key={item.mediaid}>
              <MediaCard
                item={item}
                sizes={shelfPosterSizes}
                badges={<StatusBadge status={item.mediaStatus} />}
              />
            </li>
          ))
        ) : (
          <CardPlaceholders count={MOST_TILES_PER_VIEW} />
        )}
      </ul>
    </section>
  );
}

/** A hub: a hero, then its playlists as shelves (its `shelf:{playlistId}` tags, in order). */
export function HubScreen({ item }: { item: MediaItem }) {
  useDocumentTitle(item.title);
  return (
    <article className={styles.hub}>
      <header className={styles.hero}>
        <Poster
          images={item.images}
          alt=""
          sizes="100vw"
          aspect="21 / 9"
          eager
          className={styles.heroImage}
        />
        <div className={styles.heroText}>
          <h1 className={styles.title}>{item.title}</h1>
          {item.description && <p className={styles.description}>{item.description}</p>}
        </div>
      </header>
      {hubShelfIds(item).map((playlistId) => (
        <HubShelf key={playlistId} playlistId={playlistId} />
      ))}
    </article>
  );
}
