import { playbackPaths } from '@releve/contracts';
import { useEffect, useState } from 'react';
import { type Chapter, parseChapters } from './chapters';

/** One timeline preview: a tile of a sprite image. */
export interface Thumbnail {
  start: number;
  end: number;
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The cues of the timeline preview index: `thumbnails/sprite-000.jpg#xywh=0,0,160,90`, relative to the index. */
export function parseThumbnails(vtt: string, indexUrl: string): Thumbnail[] {
  const base = new URL(indexUrl, window.location.href);
  return parseChapters(vtt).flatMap(({ start, end, title }) => {
    const match = /^(.*)#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(title);
    if (!match) return [];
    const [, file = '', x, y, width, height] = match;
    return [
      { start, end, url: new URL(file, base).pathname, x: +x!, y: +y!, width: +width!, height: +height! },
    ];
  });
}

async function fetchText(url: string, signal: AbortSignal): Promise<string | undefined> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  return response.ok ? response.text() : undefined;
}

/**
 * The chapters and the timeline previews of the playing video. Both are optional: a class
 * without them (or a failed fetch) just shows a plain timeline.
 */
export function useTimelineFiles(token: string | undefined): {
  chapters: Chapter[];
  thumbnails: Thumbnail[];
} {
  const [files, setFiles] = useState<{ chapters: Chapter[]; thumbnails: Thumbnail[] }>({
    chapters: [],
    thumbnails: [],
  });
  useEffect(() => {
    setFiles({ chapters: [], thumbnails: [] });
    if (!token) return;
    const abort = new AbortController();
    const thumbnailsUrl = playbackPaths.thumbnails(token);
    Promise.all([
      fetchText(playbackPaths.chapters(token), abort.signal).catch(() => undefined),
      fetchText(thumbnailsUrl, abort.signal).catch(() => undefined),
    ]).then(([chapters, thumbnails]) => {
      if (abort.signal.aborted) return;
      setFiles({
        chapters: chapters ? parseChapters(chapters) : [],
        thumbnails: thumbnails ? parseThumbnails(thumbnails, thumbnailsUrl) : [],
      });
    });
    return () => abort.abort();
  }, [token]);
  return files;
}
