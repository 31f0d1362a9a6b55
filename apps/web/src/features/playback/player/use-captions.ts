import { type RefObject, useEffect, useState } from 'react';

/**
 * The captions cues on now, as lines of text, while `on`. The track is `hidden`: the browser reads it
 * and says which cues are active, and the player draws them itself, so they sit above its controls
 * while those show (the browser drew them at the video's foot, under the control bar).
 */
export function useCaptionLines(
  trackRef: RefObject<HTMLTrackElement | null>,
  on: boolean,
  src: string | undefined,
): string[] {
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    const track = trackRef.current?.track;
    setLines([]);
    if (!track || !src) return;
    track.mode = on ? 'hidden' : 'disabled';
    if (!on) return;
    const read = () => setLines([...(track.activeCues ?? [])].flatMap(linesOf));
    read();
    track.addEventListener('cuechange', read);
    return () => track.removeEventListener('cuechange', read);
  }, [trackRef, on, src]);
  return lines;
}

/** A cue's text without its markup (`<i>`, `<v Anna>`, entities), line by line. */
function linesOf(cue: TextTrackCue): string[] {
  const text = 'getCueAsHTML' in cue ? ((cue as VTTCue).getCueAsHTML().textContent ?? '') : '';
  return text.split('\n').filter((line) => line.trim() !== '');
}

/** The height of the player's controls while they show (they wrap onto more rows on a narrow player). */
export function useControlsHeight(
  container: RefObject<HTMLElement | null>,
  selector: string,
  shown: boolean,
) {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const controls = shown ? container.current?.querySelector<HTMLElement>(selector) : null;
    if (!controls) return;
    const observer = new ResizeObserver(() => setHeight(controls.offsetHeight));
    observer.observe(controls);
    return () => observer.disconnect();
  }, [container, selector, shown]);
  return height;
}
