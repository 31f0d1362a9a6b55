import {
  studioCollectionPaths as paths,
  type StudioCollectionWrite,
  type StudioPlaylistWrite,
  type StudioSeriesWrite,
  studioCollectionAnswerSchema,
  studioCollectionListSchema,
  studioPlaylistAnswerSchema,
  studioPlaylistListSchema,
  studioSeriesAnswerSchema,
  studioSeriesListSchema,
} from '@releve/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';
import type { CollectionTab } from './texts';

/** Query keys of the section: every change forgets them all (and the activity log). */
const key = ['studio', 'collections'] as const;
const query = (q: string) => (q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '');

export const usePlaylists = (q = '', enabled = true) =>
  useQuery({
    queryKey: [...key, 'playlists', q],
    queryFn: () => fetchApi(`${paths.playlists}${query(q)}`, { schema: studioPlaylistListSchema }),
    placeholderData: keepPreviousData,
    enabled,
  });
export const useCollections = (q = '', enabled = true) =>
  useQuery({
    queryKey: [...key, 'collections', q],
    queryFn: () => fetchApi(`${paths.collections}${query(q)}`, { schema: studioCollectionListSchema }),
    placeholderData: keepPreviousData,
    enabled,
  });
export const useSeriesList = (q = '', enabled = true) =>
  useQuery({
    queryKey: [...key, 'series', q],
    queryFn: () => fetchApi(`${paths.series}${query(q)}`, { schema: studioSeriesListSchema }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const usePlaylist = (id: string) =>
  useQuery({
    queryKey: [...key, 'playlist', id],
    queryFn: () => fetchApi(paths.playlist(id), { schema: studioPlaylistAnswerSchema }),
  });
export const useCollection = (id: string) =>
  useQuery({
    queryKey: [...key, 'collection', id],
    queryFn: () => fetchApi(paths.collection(id), { schema: studioCollectionAnswerSchema }),
  });
export const useSeries = (id: string) =>
  useQuery({
    queryKey: [...key, 'one-series', id],
    queryFn: () => fetchApi(paths.oneSeries(id), { schema: studioSeriesAnswerSchema }),
  });

function useChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['studio', 'audit'] });
    },
  });
}

const listPath: Record<CollectionTab, string> = {
  playlists: paths.playlists,
  collections: paths.collections,
  series: paths.series,
};

/** Creates an empty one in a tab; answers its new id. */
export const useCreate = (tab: CollectionTab) =>
  useChange(async (title: string) => {
    const body = { title };
    if (tab === 'playlists')
      return (await fetchApi(listPath[tab], { method: 'POST', body, schema: studioPlaylistAnswerSchema }))
        .playlist.id;
    if (tab === 'collections')
      return (await fetchApi(listPath[tab], { method: 'POST', body, schema: studioCollectionAnswerSchema }))
        .collection.id;
    return (await fetchApi(listPath[tab], { method: 'POST', body, schema: studioSeriesAnswerSchema })).series
      .id;
  });

export const useDelete = (tab: CollectionTab) =>
  useChange((id: string) => fetchApi(`${listPath[tab]}/${encodeURIComponent(id)}`, { method: 'DELETE' }));

export const useSavePlaylist = (id: string) =>
  useChange((write: StudioPlaylistWrite) =>
    fetchApi(paths.playlist(id), { method: 'PUT', body: write, schema: studioPlaylistAnswerSchema }),
  );
export const useSaveCollection = (id: string) =>
  useChange((write: StudioCollectionWrite) =>
    fetchApi(paths.collection(id), { method: 'PUT', body: write, schema: studioCollectionAnswerSchema }),
  );
export const useSaveSeries = (id: string) =>
  useChange((write: StudioSeriesWrite) =>
    fetchApi(paths.oneSeries(id), { method: 'PUT', body: write, schema: studioSeriesAnswerSchema }),
  );
