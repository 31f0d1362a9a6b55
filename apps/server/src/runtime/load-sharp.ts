import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded the first time an image is drawn: a profile picture, a video's preview
 * sprites, the demo studio's posters. Imported at start-up it cost every server about 10 MB resident
 * that most never use between restarts (decision 019).
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
