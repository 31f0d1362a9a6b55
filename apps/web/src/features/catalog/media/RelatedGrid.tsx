import type { MediaItem } from '@releve/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaCard } from '../../../components/MediaCard';
import { ApiError } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config-context';
import { useHydrated } from '../../../lib/use-hydrated';
import { withQuery } from '../../../lib/with-query';
import { useInfinitePlaylist } from '../api/get-playlist';
import { CardGrid, gridPosterSizes } from '../components/CardGrid';
import { CardPlaceholders } from './Placeholders';
import styles from './RelatedGrid.module.css';
import { StatusBadge } from './StatusBadge';
import { useGridColumns } from './use-media-query';
import { canObserve, RELATED_INITIAL_ROWS, useRowsOnScroll } from './use-rows-on-scroll';

/** Items per request: whole rows at 2, 3 and 4 columns. */
export const RELATED_PAGE_SIZE = 24;

interface Props {
  item: MediaItem;
  /** The page's playlist context (`r`); the recommendations when absent. */
  contextPlaylistId?: string;
}

/**
 * Classes related to this one, from the context playlist or the recommendations, as grid rows:
 * 6 rows at first, 4 more whenever the member scrolls to the end.
 */
export function RelatedGrid({ item, contextPlaylistId }: Props) {
  const { t } = useTranslation(['media', 'catalog']);
  // Without a context, the site config's recommendations playlist (features.recommendationsPlaylist).
  const recommendations = useConfig().features.recommendationsPlaylist ?? null;
  const playlistId = contextPlaylistId ?? recommendations;
  const headingId = useId();
  const hydrated = useHydrated();
  const columns = useGridColumns();
  const query = useInfinitePlaylist(playlistId, {
    relatedMediaId: item.mediaid,
    pageLimit: RELATED_PAGE_SIZE,
  });
  const items = query.data?.pages.flatMap((page) => page.playlist) ?? [];
  const firstPage = query.data?.pages[0];
  const total = firstPage?.total ?? 0;

  const { rows, showMore, sentinel } = useRowsOnScroll(!query.isPending && !query.isError && 0 < total);
  const wanted = rows * columns;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (items.length < wanted && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [items.length, wanted, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.error instanceof ApiError && query.error.status === 404) {
    // A context playlist that does not exist (an old link) still leaves the recommendations; a
    // studio without recommendations simply has no related row.
    return contextPlaylistId ? <RelatedGrid item={item} /> : null;
  }
  if (!playlistId || (query.isSuccess && total === 0)) return null;

  const visible = items.slice(0, wanted);
  const more = visible.length < total;
  const title =
    contextPlaylistId && firstPage ? t('related.from', { playlist: firstPage.title }) : t('related.title');
  return (
    <section className={styles.related} aria-labelledby={headingId} aria-busy={query.isFetching}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {query.isError ? (
        <p role="alert">{t('catalog:couldNotLoadItems')}</p>
      ) : (
        <CardGrid label={title}>
          {query.isPending ? (
            <CardPlaceholders count={RELATED_INITIAL_ROWS * columns} />
          ) : (
            visible.map((related) => (
              <li key={related.mediaid}>
                <MediaCard
                  item={related}
                  href={contextPlaylistId ? withQuery(related.link, '', { r: contextPlaylistId }) : undefined}
                  sizes={gridPosterSizes}
                  badges={<StatusBadge status={related.mediaStatus} />}
                />
              </li>
            ))
          )}
          {more && items.length < wanted && !query.isPending && <CardPlaceholders count={columns} />}
        </CardGrid>
      )}
      {more && <div ref={sentinel} className={styles.sentinel} />}
      {/* Only once taken over: the server, which cannot observe, renders the page as a browser that can. */}
      {more && hydrated && !canObserve() && (
        <button type="button" className={styles.more} onClick={showMore}>
          {t('catalog:loadMore')}
        </button>
      )}
    </section>
  );
}
