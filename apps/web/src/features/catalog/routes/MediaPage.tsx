import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { ApiError } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMedia } from '../api/get-media';
import { HubScreen } from '../media/HubScreen';
import { readHistoryState } from '../media/history-state';
import { LiveChannelRedirect } from '../media/LiveChannelRedirect';
import { MediaLoading } from '../media/MediaLoading';
import { LiveChannelNotFound, LoadError, NoDefaultScreen, VideoNotFound } from '../media/MessageScreen';
import { canonicalMediaPath, selectMediaScreen } from '../media/screen';
import { useLiveRefetch } from '../media/use-live-refetch';
import { VideoScreen } from '../media/VideoScreen';

/**
 * A page item's screen renders markdown (markdown-to-jsx, about 85 KB): a chunk of its own, so a class
 * page does not load and run it before its first paint (decision 016).
 */
const PageScreen = lazy(() =>
  import('../media/PageScreen').then((module) => ({ default: module.PageScreen })),
);

/**
 * /m/{mediaId}/{slug?}: the item's screen for its content type (viewing.md §2), after putting the
 * right slug in the URL, kept fresh while it is live or scheduled. Query: play=1, r (playlist
 * context), e (episode), myweek=1.
 */
export default function MediaPage() {
  const { mediaId, slug } = useParams<{ mediaId: string; slug?: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const media = useMedia(mediaId);
  const hydrated = useHydrated();
  const item = media.data;
  useLiveRefetch(item);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the state belongs to the entry, read anew per item and URL
  const { seriesMissing } = useMemo(readHistoryState, [item, search]);
  const screen = item ? selectMediaScreen(item, { search, seriesMissing }) : undefined;
  const redirect = screen?.kind === 'redirect' ? screen.to : undefined;
  const canonical = item && !redirect ? canonicalMediaPath(item, slug, search) : undefined;

  useEffect(() => {
    // Replacing the entry: the wrong URL should not stay behind in the history.
    if (redirect && item) navigate(redirect, { replace: true, state: { fromMediaId: item.mediaid } });
    else if (canonical) navigate(canonical, { replace: true, state: window.history.state });
  }, [redirect, canonical, item, navigate]);

  if (media.error instanceof ApiError && media.error.status === 404) return <VideoNotFound />;
  if (media.isError) return <LoadError />;
  if (!item || !screen || redirect) return <MediaLoading />;
  switch (screen.kind) {
    case 'page':
      // Its own chunk: drawn once the page is taken over (lib/use-hydrated).
      if (!hydrated) return <MediaLoading />;
      return (
        <Suspense fallback={<MediaLoading />}>
          <PageScreen key={item.mediaid} item={item} />
        </Suspense>
      );
    case 'hub':
      return <HubScreen item={item} />;
    case 'live-channel':
      return <LiveChannelRedirect channelId={screen.channelId} />;
    case 'live-channel-missing':
      return <LiveChannelNotFound />;
    case 'no-default-screen':
      return <NoDefaultScreen />;
    default:
      return <VideoScreen key={item.mediaid} item={item} />;
  }
}
