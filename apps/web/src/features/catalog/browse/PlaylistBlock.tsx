import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import type { CardLayout } from '../../../components/MediaCard';
import { MediaCard } from '../../../components/MediaCard';
import { ApiError } from '../../../lib/api-client';
import { usePlaylist } from '../api/get-playlist';
import { CardGrid, gridPosterSizes } from '../components/CardGrid';
import { CardPlaceholders } from './CardPlaceholders';
import styles from './PlaylistBlock.module.css';
import { useFreeBadge } from './use-free-badge';
import { useNearViewport } from './use-near-viewport';

/**
 * Items a block shows: one full row at 4 columns, two at 2; at 3 columns the fourth is hidden by CSS
 * so every row stays full.
 */
export const BLOCK_ITEMS = 4;

/**
 * One playlist of a collection or section: its title (linking to the playlist's page), its first
 * classes and a See All link. It fetches only when it nears the screen.
 */
export function PlaylistBlock({ playlistId, layout }: { playlistId: string; layout: CardLayout }) {
  const { t } = useTranslation(['browse', 'catalog']);
  const headingId = useId();
  const box = useRef<HTMLElement>(null);
  const near = useNearViewport(box);
  const playlist = usePlaylist(near ? playlistId : null, { pageLimit: BLOCK_ITEMS });
  const freeBadge = useFreeBadge(playlistId);
  const missing = playlist.error instanceof ApiError && playlist.error.status === 404;

  useEffect(() => {
    // A section or collection naming a playlist that is gone is the studio's to fix, not the member's.
    if (missing) console.warn(`Playlist ${playlistId} not found; its block is left out`);
  }, [missing, playlistId]);
  if (missing) return null;

  const data = playlist.data;
  const href = `/p/${encodeURIComponent(playlistId)}`;
  return (
    <section ref={box} className={styles.block} aria-labelledby={headingId} data-testid="playlist-block">
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {data ? (
            <Link href={href}>{data.title}</Link>
          ) : (
            <>
              <span className={styles.headingPlaceholder} />
              <span className="visually-hidden">{t('common:loading')}</span>
            </>
          )}
        </h2>
        {data && data.total > 0 && (
          <Link href={href} className={styles.seeAll} aria-label={t('seeAllOf', { name: data.title })}>
            {t('catalog:seeAll')}
            <Icon name="arrowRight" size={16} />
          </Link>
        )}
      </div>
      {!data && !playlist.isError && <CardPlaceholders count={BLOCK_ITEMS} layout={layout} />}
      {playlist.isError && <p className={styles.message}>{t('catalog:couldNotLoadItems')}</p>}
      {data && data.playlist.length === 0 && <p className={styles.message}>{t('emptyPlaylist')}</p>}
      {data && data.playlist.length > 0 && (
        <div className={styles.items}>
          <CardGrid layout={layout} label={data.title}>
            {data.playlist.slice(0, BLOCK_ITEMS).map((item) => (
              <li key={item.mediaid}>
                <MediaCard
                  item={item}
                  href={`${item.link}?r=${encodeURIComponent(playlistId)}`}
                  layout={layout}
                  sizes={layout === 'grid' ? gridPosterSizes : undefined}
                  badges={freeBadge}
                />
              </li>
            ))}
          </CardGrid>
        </div>
      )}
    </section>
  );
}
