/**
 * What a package holds, and nothing else: `master.m3u8`, `poster.jpg`, `thumbnails.vtt`, and one
 * folder level of renditions and sprites (`720p/index.m3u8`, `720p/seg003.ts`,
 * `thumbnails/sprite-000.jpg`). No dots but the extension's, so no `..` can ever get through.
 * The match's group 1 is the extension.
 */
export const PACKAGE_FILE = /^(?:[A-Za-z0-9_-]{1,32}\/)?[A-Za-z0-9_-]{1,64}\.(m3u8|ts|m4s|mp4|vtt|jpg)$/;

/** The content type of each kind of package file (PACKAGE_FILE's extensions). */
export const PACKAGE_CONTENT_TYPES = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/mp4',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  jpg: 'image/jpeg',
} as const;
export type PackageExtension = keyof typeof PACKAGE_CONTENT_TYPES;
