import { beatsBetween, type CountPlace, countAt, type MusicTempo } from '@releve/contracts';
import { type RefObject, useEffect, useState } from 'react';

/**
 * The count being danced now, redrawn on the beat: read each frame while the video plays (a
 * `timeupdate` comes only four times a second, slower than the beats of a fast class) and on every
 * seek while it is paused. Null while off or where the class has no tempo.
 */
export function useLiveCount(
  videoRef: RefObject<HTMLVideoElement | null>,
  tempos: readonly MusicTempo[],
  on: boolean,
): CountPlace | null {
  const [place, setPlace] = useState<CountPlace | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!on || !video || tempos.length === 0) {
      setPlace(null);
      return;
    }
    let frame = 0;
    let shown: string | undefined;
    const read = () => {
      const now = countAt(tempos, video.currentTime);
      const key = now ? `${now.at}` : 'none';
      if (key !== shown) {
        shown = key;
        setPlace(now);
      }
    };
    const loop = () => {
      read();
      frame = video.paused ? 0 : requestAnimationFrame(loop);
    };
    const start = () => {
      cancelAnimationFrame(frame);
      loop();
    };
    loop();
    video.addEventListener('play', start);
    video.addEventListener('seeked', read);
    video.addEventListener('timeupdate', read);
    return () => {
      cancelAnimationFrame(frame);
      video.removeEventListener('play', start);
      video.removeEventListener('seeked', read);
      video.removeEventListener('timeupdate', read);
    };
  }, [videoRef, tempos, on]);
  return place;
}

/** How far ahead, in the listener's seconds, the clicks are scheduled; the scheduler runs every 50 ms. */
const LOOKAHEAD_SECONDS = 0.2;

/**
 * A soft click on each count while the video plays (Web Audio), the "1" a little higher: each beat is
 * scheduled on the audio clock from where the video is and how fast it plays, so the clicks follow
 * the music at every speed. A seek (the A-B loop's jump too) starts the schedule again from there.
 */
export function useCountClick(
  videoRef: RefObject<HTMLVideoElement | null>,
  tempos: readonly MusicTempo[],
  on: boolean,
): void {
  useEffect(() => {
    const video = videoRef.current;
    if (!on || !video || tempos.length === 0 || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    context.resume().catch(() => undefined);
    let scheduledUntil = Number.NEGATIVE_INFINITY;
    const restart = () => {
      scheduledUntil = Number.NEGATIVE_INFINITY;
    };
    const schedule = () => {
      if (video.paused || video.seeking) return restart();
      const now = video.currentTime;
      const rate = video.playbackRate || 1;
      const until = now + LOOKAHEAD_SECONDS * rate;
      for (const beat of beatsBetween(tempos, Math.max(now, scheduledUntil), until)) {
        click(context, context.currentTime + (beat.at - now) / rate, beat.count === 1);
      }
      scheduledUntil = until;
    };
    const timer = setInterval(schedule, 50);
    video.addEventListener('seeking', restart);
    return () => {
      clearInterval(timer);
      video.removeEventListener('seeking', restart);
      context.close().catch(() => undefined);
    };
  }, [videoRef, tempos, on]);
}

/** One short, soft tick at `when` on the audio clock. */
function click(context: AudioContext, when: number, accent: boolean) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = accent ? 1568 : 1046;
  gain.gain.setValueAtTime(0.0001, when);
  gain.gain.exponentialRampToValueAtTime(accent ? 0.35 : 0.2, when + 0.004);
  gain.gain.exponentialRampToValueAtTime(0.0001, when + 0.06);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(when);
  oscillator.stop(when + 0.07);
}
