import type { MediaItem, PlaylistAnswer } from '@releve/contracts';
import { PLAYLIST_PAGE_MAX } from '@releve/contracts';
import { apiPaths } from '@releve/contracts/api-paths';
import { useQueries } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';
import { useConfig } from '../../../lib/config-context';
import { useTrialEligible, useViewer } from '../../accounts';
import { useWatchedShare } from '../../playback';
import { useInitialData } from '../api/get-initial-data';
import { playlistQueryKey } from '../api/playlist-query-key';
import { decideMediaPlayback, isMediaLocked, lockedPlayTarget } from './access';
import { type PlayLabel, playButtonLabel } from './play-button';

export interface MediaAccess {
  /** False while who is looking, or whether the item is free, is still being found out. */
  ready: boolean;
  /**
   * Known to be refused but for the free and sampler playlists, which are still loading: the paywall
   * will most likely show, so its place is kept (no layout shift when it comes).
   */
  paywallLikely: boolean;
  locked: boolean;
  label: PlayLabel;
  /** Where a locked play leads. */
  lockedTarget: 'login' | 'pricing';
  signedIn: boolean;
}

/**
 * Whether this person may play the item (the server's own rule, access.ts), and what the start
 * button says. Only when the item would otherwise be refused are the free and sampler playlists
 * (unlocked for all) read, once, and cached.
 */
export function useMediaAccess(item: MediaItem | undefined): MediaAccess {
  const viewer = useViewer();
  const trialEligible = useTrialEligible();
  const { accessModel } = useConfig().contentProtection;
  // Read once per render: a product ending while the page is open counts from the next render.
  const facts = { accessModel, profile: viewer.profile, inFreePlaylist: false, now: new Date() };
  const initialData = useInitialData();
  const needsFreeCheck = viewer.status !== 'loading' && !!item && !decideMediaPlayback(item, facts).allowed;
  const freePlaylistIds = initialData.data
    ? [...initialData.data.freePlaylists, ...initialData.data.samplerPlaylists]
    : [];
  const freePlaylists = useQueries({
    queries: freePlaylistIds.map((playlistId) => ({
      queryKey: playlistQueryKey(playlistId, { pageLimit: PLAYLIST_PAGE_MAX }),
      queryFn: () =>
        fetchApi(
          `${apiPaths.playlist(playlistId)}?page_limit=${PLAYLIST_PAGE_MAX}&page_offset=1`,
        ) as Promise<PlaylistAnswer>,
      enabled: needsFreeCheck,
    })),
  });

  const inFreePlaylist =
    !!item &&
    freePlaylists.some((query) => query.data?.playlist.some((free) => free.mediaid === item.mediaid));
  // A free playlist that failed to load only means the item is treated as locked.
  const freeCheckDone =
    !needsFreeCheck || (!initialData.isPending && freePlaylists.every((query) => !query.isPending));
  const signedIn = viewer.signedIn;
  // After signing in from a play attempt this turns Start into Continue where there is progress.
  const watched = useWatchedShare(item);
  const locked = !!item && isMediaLocked(item, { ...facts, inFreePlaylist });
  const ready = viewer.status !== 'loading' && (freeCheckDone || inFreePlaylist);
  return {
    ready,
    paywallLikely: !ready && needsFreeCheck,
    locked,
    label: playButtonLabel({
      locked,
      signedIn,
      trialEligible,
      progress: watched.progress,
      completed: watched.completed,
    }),
    lockedTarget: item ? lockedPlayTarget(item, { ...facts, inFreePlaylist }) : 'pricing',
    signedIn,
  };
}
