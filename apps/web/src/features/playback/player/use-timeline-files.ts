import {
  anglePaths,
  type ClassAngles,
  classAnglesSchema,
  type MusicTempo,
  musicCountsSchema,
  playbackPaths,
} from '@releve/contracts';
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
 * The captions the studio uploaded (decision 040), beside the chapters; not in contracts' playbackPaths,
 * which the members' start chunk carries.
 */
const captionsPath = (token: string) =>
  playbackPaths.chapters(token).replace(/chapters\.vtt$/, 'captions.vtt');
/** The music's counts the studio set (issue 38), likewise beside the chapters. */
const countsPath = (token: string) => playbackPaths.chapters(token).replace(/chapters\.vtt$/, 'counts.json');

/** The tempos of a counts document; none when it is missing or not one. */
function parseCounts(text: string | undefined): MusicTempo[] {
  if (!text) return [];
  try {
    const counts = musicCountsSchema.safeParse(JSON.parse(text));
    return counts.success ? counts.data.tempos : [];
  } catch {
    return [];
  }
}

/** The class's other camera angles; none when it has none (or the list is not one). */
function parseAngles(text: string | undefined): ClassAngles['angles'] {
  if (!text) return [];
  try {
    const angles = classAnglesSchema.safeParse(JSON.parse(text));
    return angles.success ? angles.data.angles : [];
  } catch {
    return [];
  }
}

interface TimelineFiles {
  chapters: Chapter[];
  thumbnails: Thumbnail[];
  /** The captions track's address, when the class has captions. */
  captions: string | undefined;
  /** The music's tempos; none when the studio set no counts. */
  tempos: MusicTempo[];
  /** The class's other camera angles (decision 063), beside its own video. */
  angles: ClassAngles['angles'];
}

const NONE: TimelineFiles = { chapters: [], thumbnails: [], captions: undefined, tempos: [], angles: [] };

/**
 * The chapters, timeline previews, captions, music counts and camera angles of the playing video. All are optional: a class
 * without them (or a failed fetch) just shows a plain timeline, and no captions button.
 */
export function useTimelineFiles(token: string | undefined): TimelineFiles {
  const [files, setFiles] = useState<TimelineFiles>(NONE);
  useEffect(() => {
    setFiles(NONE);
    if (!token) return;
    const abort = new AbortController();
    const thumbnailsUrl = playbackPaths.thumbnails(token);
    const captionsUrl = captionsPath(token);
    Promise.all([
      fetchText(playbackPaths.chapters(token), abort.signal).catch(() => undefined),
      fetchText(thumbnailsUrl, abort.signal).catch(() => undefined),
      fetchText(captionsUrl, abort.signal).catch(() => undefined),
      fetchText(countsPath(token), abort.signal).catch(() => undefined),
      fetchText(anglePaths.list(token), abort.signal).catch(() => undefined),
    ]).then(([chapters, thumbnails, captions, counts, angles]) => {
      if (abort.signal.aborted) return;
      setFiles({
        chapters: chapters ? parseChapters(chapters) : [],
        thumbnails: thumbnails ? parseThumbnails(thumbnails, thumbnailsUrl) : [],
        // A class without captions answers an empty WEBVTT document.
        captions: captions && parseChapters(captions).length > 0 ? captionsUrl : undefined,
        tempos: parseCounts(counts),
        angles: parseAngles(angles),
      });
    });
    return () => abort.abort();
  }, [token]);
  return files;
}
