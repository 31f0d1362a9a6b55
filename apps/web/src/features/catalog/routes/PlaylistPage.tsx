import { useEffect } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { LoadFailedPage } from '../../../app/LoadFailedPage';
import { useInitialData } from '../api/get-initial-data';
import { usePlaylist } from '../api/get-playlist';
import { PLAYLIST_PLACEHOLDERS } from '../browse/CardPlaceholders';
import { CollectionView } from '../browse/CollectionView';
import { LoadingPage } from '../browse/LoadingPage';
import { PlaylistNotFound } from '../browse/PlaylistNotFound';
import { PlaylistView } from '../browse/PlaylistView';
import { playlistPlayTarget, playsFirstItem } from '../browse/playlist-play';
import { SectionView } from '../browse/SectionView';
import { useViewMode } from '../components/ViewModeToggle';

/**
 * /p/{id}: a section (`sec-`), a collection (`col-`) or a playlist. Sections and collections come
 * from the initial data; anything unknown is the playlist-not-found page. A playlist's `channel`
 * and `play=1` open the named item, or play the first one (playlist-play.ts).
 */
export default function PlaylistPage() {
  const { id = '' } = useParams<{ id: string }>();
  if (id.startsWith('sec-') || id.startsWith('col-')) return <GroupingPage key={id} id={id} />;
  return <PlayablePlaylist key={id} playlistId={id} />;
}

function PlayablePlaylist({ playlistId }: { playlistId: string }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const firstPage = usePlaylist(playsFirstItem(search) ? playlistId : null);
  // A playlist that cannot be read has nothing to play: its page says why.
  const target = playlistPlayTarget(
    playlistId,
    search,
    firstPage.isError ? { playlist: [] } : firstPage.data,
  );
  useEffect(() => {
    if (target && target !== 'wait') navigate(target, { replace: true });
  }, [target, navigate]);
  if (target === 'wait') return <LoadingPage count={PLAYLIST_PLACEHOLDERS} layout="grid" />;
  return <PlaylistView playlistId={playlistId} />;
}

function GroupingPage({ id }: { id: string }) {
  const initial = useInitialData();
  const [layout] = useViewMode();
  // Initial data has had its retries by now: the spec's load-failure page.
  if (initial.isError) return <LoadFailedPage />;
  if (!initial.data) return <LoadingPage count={PLAYLIST_PLACEHOLDERS} layout={layout} />;
  const { sections, collections } = initial.data;
  if (id.startsWith('sec-')) {
    const section = sections.find((s) => s.id === id);
    return section ? <SectionView section={section} collections={collections} /> : <PlaylistNotFound />;
  }
  const collection = collections.find((c) => c.id === id);
  return collection ? <CollectionView collection={collection} /> : <PlaylistNotFound />;
}
