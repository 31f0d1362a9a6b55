import type { MediaItem, SeriesAnswer } from '@releve/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Poster } from '../../../components/Poster';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { withQuery } from '../../../lib/with-query';
import { useMedia } from '../api/get-media';
import { EPISODES_PAGE_SIZE, useEpisodes } from '../api/get-series';
import { ClassStart } from './ClassStart';
import { CollapsibleText } from './CollapsibleText';
import { EpisodeGrid } from './EpisodeGrid';
import { InlinePlayer } from './InlinePlayer';
import { SeasonFilter } from './SeasonFilter';
import styles from './SeriesScreen.module.css';
import { AddToMyWeekSlot, FavoriteButtonSlot, ShareButton } from './ShareButton';
import { seriesPath } from './screen';
import { TrailerButton } from './TrailerDialog';
import { useLiveRefetch } from './use-live-refetch';
import { type MediaAccess, useMediaAccess } from './use-media-access';
import video from './VideoScreen.module.css';

/**
 * The episode the page is about: the `e` episode when it exists, else the series' first one.
 * Its play button plays it.
 */
function useSelectedEpisode(seriesId: string, episodeId: string | undefined): MediaItem | undefined {
  const chosen = useMedia(episodeId);
  const first = useEpisodes(seriesId);
  const firstEpisode = first.data?.pages[0]?.episodes[0]?.media_item;
  if (episodeId && (chosen.isPending || chosen.data)) return chosen.data;
  return firstEpisode;
}

/** /s/{seriesId}: the series, its season filter (default all seasons) and its episodes. */
export function SeriesScreen({ series }: { series: SeriesAnswer }) {
  const { t } = useTranslation('media');
  const search = useSearch();
  const params = new URLSearchParams(search);
  const episodeId = params.get('e') ?? undefined;
  const [season, setSeason] = useState<number | undefined>(undefined);
  const selected = useSelectedEpisode(series.series_id, episodeId);
  const access = useMediaAccess(selected);
  // The series' own item: its trailer (the series answer carries none).
  const seriesItem = useMedia(series.media_id).data;
  // A scheduled episode turns playable under the dancer's eyes, as a scheduled class does.
  useLiveRefetch(selected);
  const headingId = useId();
  useDocumentTitle(series.title);

  const path = seriesPath(series.series_id);
  const playHref = withQuery(path, search, { e: selected?.mediaid, play: '1' });
  const hrefOf = (mediaId: string) => withQuery(path, search, { e: mediaId, play: undefined });
  const playing = params.get('play') === '1' && !!selected;

  // Choosing an episode below brings the page back up to its details and play button.
  const shownEpisode = useRef(episodeId);
  useEffect(() => {
    if (shownEpisode.current !== episodeId) window.scrollTo({ top: 0, behavior: 'smooth' });
    shownEpisode.current = episodeId;
  }, [episodeId]);

  const seasonCount = season === undefined ? series.episode_count : countOf(series, season);
  return (
    <article className={video.screen}>
      <div className={video.hero}>
        {playing && selected ? (
          <InlinePlayer item={selected} access={access} playing />
        ) : (
          <Poster
            images={series.images}
            alt=""
            sizes="(min-width: 1024px) 60vw, 100vw"
            eager
            className={styles.poster}
          />
        )}
        <div className={video.info}>
          <h1 className={video.title}>{series.title}</h1>
          <p className={video.facts}>
            {[
              series.seasons.length > 0 && t('series.seasonCount', { count: series.seasons.length }),
              t('series.episodeCount', { count: series.episode_count }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {selected && <EpisodeActions episode={selected} access={access} playHref={playHref} />}
          <div className={video.actions}>
            {seriesItem?.trailerId && (
              <TrailerButton trailerId={seriesItem.trailerId} label={t('series.seriesTrailer')} />
            )}
            <ShareButton title={series.title} path={path} />
            <FavoriteButtonSlot mediaId={series.media_id} label={t('series.favoriteSeries')} />
          </div>
          {series.description && <CollapsibleText text={series.description} className={video.description} />}
        </div>
      </div>
      <section className={styles.episodes} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.episodesHeading}>
          {t('series.episodes')}
        </h2>
        {series.seasons.length > 1 && (
          <SeasonFilter seasons={series.seasons} season={season} onChange={setSeason} />
        )}
        <EpisodeGrid
          key={season ?? 'all'}
          seriesId={series.series_id}
          season={season}
          expected={Math.max(1, Math.min(EPISODES_PAGE_SIZE, seasonCount))}
          selectedId={selected?.mediaid}
          hrefOf={hrefOf}
        />
      </section>
    </article>
  );
}

/**
 * The selected episode and what a member can do with it (viewing.md §2, the detail page's actions):
 * play it (or learn when it starts), its trailer, favorite it, add it to My Week. An episode's own
 * address (/m/{episodeId}) selects it here.
 */
function EpisodeActions({
  episode,
  access,
  playHref,
}: {
  episode: MediaItem;
  access: MediaAccess;
  playHref: string;
}) {
  const { t } = useTranslation('media');
  return (
    <section className={styles.selectedEpisode} aria-label={t('series.episodeActions')}>
      <p className={styles.selectedLine} data-testid="selected-episode">
        <span className={styles.selectedLabel}>{t('series.selectedEpisode')}</span>{' '}
        {episode.seasonNumber !== null && episode.episodeNumber !== null
          ? `${t('series.episodeLabel', { season: episode.seasonNumber, episode: episode.episodeNumber })} · `
          : ''}
        {episode.title}
      </p>
      <div className={video.actions}>
        <ClassStart item={episode} access={access} playHref={playHref} />
        {episode.trailerId && (
          <TrailerButton trailerId={episode.trailerId} label={t('series.episodeTrailer')} />
        )}
        <FavoriteButtonSlot mediaId={episode.mediaid} label={t('series.favoriteEpisode')} />
        <AddToMyWeekSlot mediaId={episode.mediaid} />
      </div>
    </section>
  );
}

function countOf(series: SeriesAnswer, season: number): number {
  return series.seasons.find((known) => known.season_number === season)?.episode_count ?? 0;
}
