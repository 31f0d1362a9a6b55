import { type MediaItem, PLAYLIST_PAGE_MAX } from '@releve/contracts';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { withQuery } from '../../../lib/with-query';
import { useNextEpisode, usePlaylist } from '../../catalog';
import { useTodaysQueue } from '../../week-plan';
import { nextInQueue, nextItemOf, playableNext } from '../player/next-item';
import { Player } from '../player/Player';
import { useResumeShare } from '../session/resume';
import { usePlaybackSession } from '../session/use-playback-session';
import { MyWeekToast } from './MyWeekToast';
import { NextPrompt } from './NextPrompt';

interface Props {
  item: MediaItem;
  layout: 'cinema' | 'inline';
  /** The server refused to sign: the page shows its paywall. */
  onLocked: () => void;
  /** Leaves play mode (cinema). */
  onBack?: () => void;
}

/**
 * A class playing on its page: resume, progress and analytics, the next episode (or the next class
 * of the playlist context `r`) offered under 10 s left and started at the end, or the My Week
 * queue's countdown.
 */
export function MediaPlayback({ item, layout, onLocked, onBack }: Props) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const myWeek = params.get('myweek') === '1';
  // The My Week queue: today's classes of the member's plan (viewing.md §4).
  const queue = useTodaysQueue();
  // An episode goes on to the next episode of its series; another class to the next of the playlist
  // it was opened from (`r`).
  const episode = !myWeek && !!item.seriesId;
  const context = usePlaylist(myWeek || episode ? null : params.get('r'), { pageLimit: PLAYLIST_PAGE_MAX });
  const nextEpisode = useNextEpisode(episode ? item.seriesId : null, item.mediaid);
  const next = episode
    ? playableNext(nextEpisode.data)
    : context.data
      ? nextItemOf(context.data.playlist, item.mediaid)
      : undefined;
  const nextHref = next && withQuery(next.link, search, { play: '1', e: undefined });
  const videoRef = useRef<HTMLVideoElement>(null);
  const resumeShare = useResumeShare(item);
  const [prompt, setPrompt] = useState<'none' | 'shown' | 'dismissed'>('none');
  const [toast, setToast] = useState(false);

  const nextQueued = myWeek ? nextInQueue(queue, item.mediaid) : undefined;
  const playQueued = useCallback(() => {
    setToast(false);
    navigate(nextQueued ? withQuery(`/m/${encodeURIComponent(nextQueued)}`, search, { play: '1' }) : '/');
  }, [navigate, nextQueued, search]);

  usePlaybackSession(videoRef, {
    item,
    onAutoplayPrompt: () => setPrompt((old) => (old === 'none' ? 'shown' : old)),
    onEnded: () => {
      if (myWeek) {
        // After the last class of the queue the dancer goes home.
        if (nextQueued) setToast(true);
        else navigate('/');
      } else if (nextHref) {
        navigate(nextHref);
      }
    },
  });

  return (
    <Player
      key={item.mediaid}
      mediaId={item.mediaid}
      title={item.title}
      poster={item.image ?? undefined}
      layout={layout}
      resumeShare={resumeShare}
      videoRef={videoRef}
      onLocked={onLocked}
      onBack={onBack}
    >
      {prompt === 'shown' && next && nextHref && !myWeek && (
        <NextPrompt
          title={next.title}
          onPlay={() => navigate(nextHref)}
          onDismiss={() => setPrompt('dismissed')}
        />
      )}
      {toast && <MyWeekToast onNext={playQueued} onCancel={() => setToast(false)} />}
    </Player>
  );
}
