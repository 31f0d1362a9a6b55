import { parseProgramVideoKey } from '@releve/contracts';
import { HttpError } from '../../plugins/errors';

/** What a video key names: the class, and the program when it is a lesson watched inside one. */
export interface VideoKeyParts {
  mediaId: string;
  programId: string | null;
}

/**
 * A video key is a media id, or a program video key `prog:course:section:playlistIndex:videoIndex:videoId`
 * whose last part is the media id.
 */
export function partsOfVideoKey(videoKey: string): VideoKeyParts {
  if (!videoKey.startsWith('prog:')) return { mediaId: videoKey, programId: null };
  const parsed = parseProgramVideoKey(videoKey);
  if (!parsed?.videoId || !parsed.courseId) {
    throw new HttpError(
      400,
      'Invalid video key. A program video key is prog:course:section:playlistIndex:videoIndex:videoId',
    );
  }
  return { mediaId: parsed.videoId, programId: parsed.courseId };
}
