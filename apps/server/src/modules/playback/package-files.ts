/**
 * What a package holds, and nothing else: `master.m3u8`, `poster.jpg`, `thumbnails.vtt`, and one
 * folder level of renditions and sprites (`720p/index.m3u8`, `720p/seg003.ts`,
 * `thumbnails/sprite-000.jpg`). No dots but the extension's, so no `..` can ever get through.
 * The match's group 1 is the extension.
 */
export const PACKAGE_FILE = /^(?:[A-Za-z0-9_-]{1,32}\/)?[A-Za-z0-9_-]{1,64}\.(m3u8|ts|m4s|mp4|vtt|jpg)$/;
