import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ApiError } from '../../../lib/api-client';
import { withQuery } from '../../../lib/with-query';
import { useMedia } from '../api/get-media';
import { MediaLoading } from './MediaLoading';
import { LiveChannelNotFound, LoadError } from './MessageScreen';

/** A live channel item leads to its channel's page; a channel that does not exist says so. */
export function LiveChannelRedirect({ channelId }: { channelId: string }) {
  const channel = useMedia(channelId);
  const search = useSearch();
  const [, navigate] = useLocation();
  const target = channel.data ? withQuery(channel.data.link, search) : undefined;
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
  if (channel.error instanceof ApiError && channel.error.status === 404) return <LiveChannelNotFound />;
  if (channel.isError) return <LoadError />;
  return <MediaLoading />;
}
