import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaCard } from '../../../components/MediaCard';
import { Page } from '../../../components/Page';
import { ApiError } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config-context';
import { useInfinitePlaylist } from '../api/get-playlist';
import { CardGrid, gridPosterSizes } from '../components/CardGrid';
import { useViewMode, ViewModeToggle } from '../components/ViewModeToggle';
import styles from './browse.module.css';
import { CardPlaceholders, PLAYLIST_PLACEHOLDERS } from './CardPlaceholders';
import { LoadError } from './LoadError';
import { PlaylistNotFound } from './PlaylistNotFound';
import { hasTag, menuFilterTags } from './tag-filter';
import { useFreeBadge } from './use-free-badge';
import { useOnReach } from './use-near-viewport';

/**
 * A playlist's page: its classes, 20 at a time, more as the member scrolls or asks. When the site
 * config's menu links here with `filterTags`, those tags filter the classes (decision 033): the
 * classes loaded so far, and the sentinel, reached sooner, loads on.
 */
export function PlaylistView({ playlistId }: { playlistId: string }) {
  const { t } = useTranslation(['browse', 'catalog', 'pages']);
  const [layout, setLayout] = useViewMode();
  const playlist = useInfinitePlaylist(playlistId);
  const freeBadge = useFreeBadge(playlistId);
  const sentinel = useRef<HTMLDivElement>(null);
  const filterTags = menuFilterTags(useConfig().menu, playlistId);
  const [tag, setTag] = useState<string>();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = playlist;
  useOnReach(sentinel, hasNextPage && !isFetchingNextPage && !playlist.isFetchNextPageError, () => {
    void fetchNextPage();
  });

  if (playlist.error instanceof ApiError && playlist.error.status === 404) return <PlaylistNotFound />;

  const first = playlist.data?.pages[0];
  const loaded = playlist.data?.pages.flatMap((page) => page.playlist) ?? [];
  const items = tag ? loaded.filter((item) => hasTag(item, tag)) : loaded;
  return (
    <Page title={first?.title ?? t('pages:playlist')}>
      {first?.description && <p className={styles.intro}>{first.description}</p>}
      <div className={styles.toolbar}>
        <TagFilter tags={filterTags} chosen={tag} onChoose={setTag} />
        <span className={styles.toolbarEnd}>
          <ViewModeToggle mode={layout} onChange={setLayout} />
        </span>
      </div>
      {playlist.isPending && <CardPlaceholders count={PLAYLIST_PLACEHOLDERS} layout={layout} />}
      {playlist.isError && !playlist.data && (
        <LoadError message={t('catalog:couldNotLoadItems')} onRetry={() => void playlist.refetch()} />
      )}
      {playlist.data && items.length === 0 && !hasNextPage && (
        <p className={styles.empty}>{t(tag ? 'noneTagged' : 'emptyPlaylist', { tag })}</p>
      )}
      {items.length > 0 && (
        <CardGrid layout={layout} label={first?.title}>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a playlist may hold the same class twice
            <li key={`${item.mediaid}-${index}`}>
              <MediaCard
                item={item}
                href={`${item.link}?r=${encodeURIComponent(playlistId)}`}
                layout={layout}
                sizes={layout === 'grid' ? gridPosterSizes : undefined}
                eager={index < 4}
                badges={freeBadge}
              />
            </li>
          ))}
        </CardGrid>
      )}
      <div ref={sentinel} />
      {playlist.isFetchNextPageError && (
        <LoadError message={t('catalog:couldNotLoadItems')} onRetry={() => void fetchNextPage()} />
      )}
      {hasNextPage && !playlist.isFetchNextPageError && (
        <div className={styles.loadMore}>
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t('loadingMore') : t('catalog:loadMore')}
          </button>
        </div>
      )}
    </Page>
  );
}

/**
 * The tag chips of a playlist page (with Show All), wrapping on narrow screens. Not the Classes page's
 * GroupFilter: sharing it would put it in a chunk of its own, named in the first script (decision 033).
 */
function TagFilter({
  tags,
  chosen,
  onChoose,
}: {
  tags: readonly string[];
  chosen: string | undefined;
  onChoose: (tag: string | undefined) => void;
}) {
  const { t } = useTranslation('browse');
  if (tags.length === 0) return null;
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">{t('tagFilter')}</legend>
      {[undefined, ...tags].map((tag) => (
        <button
          key={tag ?? ''}
          type="button"
          className={styles.chip}
          aria-pressed={chosen === tag}
          onClick={() => onChoose(tag)}
        >
          {tag ?? t('classes.showAll')}
        </button>
      ))}
    </fieldset>
  );
}
