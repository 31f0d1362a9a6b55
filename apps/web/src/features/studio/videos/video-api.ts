import {
  type ChapterMark,
  type MusicTempo,
  type StudioVideo,
  studioVideoPaths,
  studioVideoSchema,
} from '@releve/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, fetchApi } from '../../../lib/api-client';
import { rememberVideo } from './studio-events';

/** One video's view (its state, chapters, captions), also kept fresh by the events stream. */
export function useVideo(assetId: string) {
  return useQuery({
    queryKey: ['studio', 'video', assetId],
    queryFn: () => fetchApi(studioVideoPaths.video(assetId), { schema: studioVideoSchema }),
  });
}

const remembered = (video: StudioVideo) => {
  rememberVideo(video);
  return video;
};

export const retryPackaging = (assetId: string) =>
  fetchApi(studioVideoPaths.retry(assetId), { method: 'POST', schema: studioVideoSchema }).then(remembered);

export const saveChapters = (assetId: string, chapters: ChapterMark[]) =>
  fetchApi(studioVideoPaths.chapters(assetId), {
    method: 'PUT',
    body: { chapters },
    schema: studioVideoSchema,
  }).then(remembered);

export const saveCounts = (assetId: string, tempos: MusicTempo[]) =>
  fetchApi(studioVideoPaths.counts(assetId), {
    method: 'PUT',
    body: { tempos },
    schema: studioVideoSchema,
  }).then(remembered);

export const removeCaptions = (assetId: string) =>
  fetchApi(studioVideoPaths.captions(assetId), { method: 'DELETE', schema: studioVideoSchema }).then(
    remembered,
  );

const posterSchema = z.object({ posterId: z.string(), mediaId: z.string() });

export const posterFromFrame = (assetId: string, seconds: number) =>
  fetchApi(studioVideoPaths.posterFrame(assetId), {
    method: 'POST',
    body: { seconds },
    schema: posterSchema,
  });

/** Sends a file as the request's body, typed as itself (the server checks it by its content). */
async function sendFile(url: string, method: 'PUT' | 'POST', file: Blob, type: string): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': type, accept: 'application/json' },
    body: file,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
  if (!response.ok) {
    throw new ApiError(body?.message ?? `Request failed with status ${response.status}`, response.status);
  }
  return body;
}

export const uploadCaptions = async (assetId: string, file: File) =>
  remembered(
    studioVideoSchema.parse(
      await sendFile(
        `${studioVideoPaths.captions(assetId)}?name=${encodeURIComponent(file.name)}`,
        'PUT',
        file,
        'text/vtt',
      ),
    ),
  );

export const uploadPoster = async (assetId: string, file: File) =>
  posterSchema.parse(
    await sendFile(studioVideoPaths.posterImage(assetId), 'POST', file, 'application/octet-stream'),
  );
