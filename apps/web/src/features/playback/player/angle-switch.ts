/*
 * Switching camera angles (decision 063): the next angle is attached to the same video element, so the
 * page's progress, the A-B loop, the speed and the mirror all stay with it. Meanwhile the last picture
 * of the angle being left is held on a canvas over the video (a frozen picture, not a black one) until
 * the next angle's first frame is shown; how long it was held is measured (the bench reads it).
 */

/** The performance measure each switch adds: from the switch to the next angle's first frame. */
export const ANGLE_SWITCH_MEASURE = 'releve:angle-switch';
/** Past this, the held picture goes whatever happens (a failed load shows the player's own error). */
const LONGEST_HOLD_MS = 4_000;

type FrameVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
};

/** Holds the video's picture on `canvas` until the next source's first frame; call before switching. */
export function holdPictureUntilNextFrame(video: FrameVideo, canvas: HTMLCanvasElement): void {
  const started = performance.now();
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) {
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    canvas.hidden = false;
  }
  let done = false;
  const release = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    video.removeEventListener('loadeddata', onData);
    canvas.hidden = true;
    performance.measure(ANGLE_SWITCH_MEASURE, { start: started });
  };
  // The old source's frames end with its detachment: the next `loadeddata` is the new angle's.
  const onData = () => {
    if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(release);
    else requestAnimationFrame(release);
  };
  video.addEventListener('loadeddata', onData);
  const timer = setTimeout(release, LONGEST_HOLD_MS);
}
