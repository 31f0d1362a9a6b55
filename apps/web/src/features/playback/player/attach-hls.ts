import { createPlayerHls } from './player-hls';

/**
 * Points the video element at an HLS manifest. hls.js (the light build: no subtitles or
 * alternate audio, which the classes do not use) is imported here only, so it reaches the
 * browser with the first page that plays and never with the first script of `/`.
 * Browsers that play HLS themselves (Safari) get the manifest as the source.
 */
export interface AttachedSource {
  destroy(): void;
}

export type FatalReason = 'forbidden' | 'network' | 'media';

export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  onFatal: (reason: FatalReason) => void,
  /** The sign answer's start playlists (decision 041), answered from memory instead of the network. */
  startPlaylists?: Record<string, string>,
  /** Seconds to start at (a camera angle switched to mid-class); the first segment loaded is there. */
  startPosition?: number,
): Promise<AttachedSource> {
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    if (video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = url;
      if (startPosition) {
        video.addEventListener('loadedmetadata', () => (video.currentTime = startPosition), { once: true });
      }
      return { destroy: () => video.removeAttribute('src') };
    }
    onFatal('media');
    return { destroy: () => undefined };
  }
  // The start's set-up (lowest rendition, no probe, playlists from memory): player-hls.ts.
  const hls = createPlayerHls(Hls, startPlaylists, startPosition);
  let recoveredMedia = false;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    const status = data.response?.code;
    if (status === 401 || status === 403) {
      onFatal('forbidden');
    } else if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
      // One decode hiccup is worth a retry; a second means the file itself is bad.
      recoveredMedia = true;
      hls.recoverMediaError();
    } else {
      onFatal(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'media');
    }
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { destroy: () => hls.destroy() };
}
