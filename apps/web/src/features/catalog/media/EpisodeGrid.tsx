import { useTranslation } from 'react-i18next';
import { MediaCard } from '../../../components/MediaCard';
import { useEpisodes } from '../api/get-series';
import { CardGrid, gridPosterSizes } from '../components/CardGrid';
import { CardPlaceholders } from './Placeholders';
import styles from './SeriesScreen.module.css';
import { StatusBadge } from './StatusBadge';

interface Props {
  seriesId: string;
  season: number | undefined;
  /** How many episodes the first page will hold, for placeholders of the right count. */
  expected: number;
  selectedId: string | undefined;
  /** The series page with this episode selected. */
  hrefOf: (mediaId: string) => string;
}

/** The series' episodes (of one season, or all), page after page with Load more. */
export function EpisodeGrid({ seriesId, season, expected, selectedId, hrefOf }: Props) {
  const { t } = useTranslation(['media', 'catalog']);
  const episodes = useEpisodes(seriesId, season);
  if (episodes.isError && !episodes.data) return <p role="alert">{t('catalog:couldNotLoadItems')}</p>;
  const list = episodes.data?.pages.flatMap((page) => page.episodes) ?? [];
  if (episodes.isSuccess && list.length === 0) return <p>{t('series.noEpisodes')}</p>;
  return (
    <>
      <CardGrid label={t('series.episodes')}>
        {episodes.isPending ? (
          <CardPlaceholders count={expected} />
        ) : (
          list.map((episode) => {
            const selected = episode.media_item.mediaid === selectedId;
            return (
              <li
                key={episode.media_item.mediaid}
                className={styles.episode}
                data-selected={selected || undefined}
              >
                <MediaCard
                  item={episode.media_item}
                  href={hrefOf(episode.media_item.mediaid)}
                  sizes={gridPosterSizes}
                  badges={
                    <>
                      <span className={styles.episodeTag}>
                        {t('series.episodeLabel', {
                          season: episode.season_number,
                          episode: episode.episode_number,
                        })}
                      </span>
                      {selected && <span className={styles.selectedTag}>{t('series.selected')}</span>}
                      <StatusBadge status={episode.media_item.mediaStatus} />
                    </>
                  }
                />
              </li>
            );
          })
        )}
      </CardGrid>
      {episodes.isFetchNextPageError && <p role="alert">{t('catalog:couldNotLoadItems')}</p>}
      {episodes.hasNextPage && (
        <div className={styles.loadMore}>
          <button
            type="button"
            className={styles.loadMoreButton}
            onClick={() => void episodes.fetchNextPage()}
            disabled={episodes.isFetchingNextPage}
          >
            {episodes.isFetchingNextPage ? t('common:loading') : t('catalog:loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
