import type { StudioVideo } from '@releve/contracts';
import type { TFunction } from 'i18next';

/** "42 s left", "about 3 min left": time left as a studio reads it (rounded up to a minute past 90 s). */
export function timeLeft(t: TFunction, seconds: number | null): string | undefined {
  if (seconds === null) return undefined;
  if (seconds <= 90) return t('secondsLeft', { count: Math.max(1, Math.round(seconds)) });
  return t('minutesLeft', { count: Math.ceil(seconds / 60) });
}

/** What the packaging is doing, in words: "Making 360p (2 of 4)". */
export function stageText(t: TFunction, video: StudioVideo): string | undefined {
  const progress = video.progress;
  if (!progress) return undefined;
  if (progress.stage === 'rendition') {
    return t('stage.rendition', {
      rendition: progress.rendition,
      number: progress.renditionNumber,
      count: progress.renditionCount,
    });
  }
  return t(`stage.${progress.stage}`);
}

/** The badge's tone for a state. */
export const toneOf = (state: StudioVideo['state']) =>
  state === 'ready'
    ? 'success'
    : state === 'failed'
      ? 'danger'
      : state === 'watchable'
        ? 'warning'
        : 'progress';

/** m:ss */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Of two views of one video (the events stream's, a route's), the later; either when one is missing. */
export const newest = (a: StudioVideo | undefined, b: StudioVideo | undefined) =>
  !a ? b : !b ? a : a.updatedAt >= b.updatedAt ? a : b;
