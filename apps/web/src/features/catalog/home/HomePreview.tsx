import type { FeaturedContent, MediaItem, PlaylistAnswer } from '@releve/contracts';
import { type Audience, featuredFor, shelvesFor } from '@releve/contracts/home-audience';
import type { HomeRow } from '@releve/contracts/home-rows';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useConfig } from '../../../lib/config-context';
import { playlistQueryKey } from '../api/playlist-query-key';
import styles from './HomePage.module.css';
import { HomeShelves } from './HomeShelves';
import { type HomeView, HomeViewContext } from './home-view';
import { useMemberShelfSizes } from './member-shelves';
import { rowsToShow } from './shelf-paging';

export interface HomePreviewProps {
  /** The draft's rows, in order, each with its audience. */
  rows: readonly HomeRow[];
  featured: readonly FeaturedContent[];
  /** Items of rows the catalogue does not hold yet (a draft's hand-picked and rule rows), by playlist id. */
  playlists: Readonly<Record<string, { title: string; items: MediaItem[] }>>;
  audience: Audience;
  /** The instant to see the home at (featured windows, Class of the Day). */
  at: number;
  empty: string;
}

const answerOf = (id: string, { title, items }: { title: string; items: MediaItem[] }): PlaylistAnswer => ({
  feedid: id,
  title,
  description: '',
  kind: 'manual',
  image: null,
  images: [],
  playlist: items,
  page_offset: 1,
  page_limit: Math.max(items.length, 1),
  total: items.length,
  links: { first: '', last: '' },
});

/**
 * The members' home rows drawn from a draft (the studio console's preview, decision 044): the same
 * components and the same audience rule (contracts' home-audience) as the home page, for the chosen
 * audience and instant. The draft's own lists are put in the query cache under their preview ids,
 * so the rows find them as they find any playlist, and nothing is published.
 */
export function HomePreview({ rows, featured, playlists, audience, at, empty }: HomePreviewProps) {
  const queryClient = useQueryClient();
  const config = useConfig();
  const memberRowSizes = useMemberShelfSizes();
  useMemo(() => {
    for (const [id, list] of Object.entries(playlists))
      queryClient.setQueryData(playlistQueryKey(id), answerOf(id, list));
  }, [playlists, queryClient]);
  const view: HomeView = useMemo(() => ({ featured, audience, at }), [featured, audience, at]);
  const shown = rowsToShow(shelvesFor(rows, audience), {
    hasFeatured: featuredFor(featured, audience, at).length > 0,
    memberRowSizes,
    features: config.features,
  });
  return (
    <HomeViewContext.Provider value={view}>
      <div className={styles.home}>
        {shown.length === 0 ? <p>{empty}</p> : <HomeShelves key={at} shelves={shown} />}
      </div>
    </HomeViewContext.Provider>
  );
}
