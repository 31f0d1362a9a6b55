import { type MusicTempo, phraseLoop, tempoAt } from '@releve/contracts';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Player.module.css';
import type { PlayerAction } from './shortcuts';
import { useCountClick, useLiveCount } from './use-counts';

/**
 * The music's counts over the picture (issue 38): the count being danced, big, and its phrase; loops
 * that snap to whole phrases ("this 8-count", "the next 2"); a click on each count. The big number is
 * not announced (eight times a phrase would drown a screen reader); the phrase is, politely.
 */
export function CountsPanel({
  videoRef,
  tempos,
  run,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  tempos: readonly MusicTempo[];
  run: (action: PlayerAction) => void;
}) {
  const { t } = useTranslation('player');
  const [clicking, setClicking] = useState(false);
  const place = useLiveCount(videoRef, tempos, true);
  useCountClick(videoRef, tempos, clicking);
  const time = () => videoRef.current?.currentTime ?? 0;
  const loop = (phrases: number, start: 'current' | 'next') => {
    const found = phraseLoop(tempos, time(), phrases, start);
    if (found) run({ type: 'setLoop', ...found });
  };
  const bpm = tempoAt(tempos, place?.at ?? time())?.tempo.bpm;
  return (
    <section className={styles.counts} aria-label={t('counts.title')} data-testid="counts">
      <div className={styles.countNow} aria-hidden="true" data-testid="count-now">
        {place?.count ?? '–'}
      </div>
      <p className={styles.countPhrase} aria-live="polite">
        {!place
          ? t('counts.none')
          : place.phrase >= 1
            ? t('counts.phrase', { phrase: place.phrase })
            : t('counts.intro')}
      </p>
      {bpm !== undefined && <p className={styles.countTempo}>{t('counts.bpm', { bpm: Math.round(bpm) })}</p>}
      <div className={styles.countActions}>
        <button
          type="button"
          className={styles.countButton}
          onClick={() => loop(1, 'current')}
          disabled={!place}
        >
          {t('counts.loopPhrase')}
        </button>
        <button
          type="button"
          className={styles.countButton}
          onClick={() => loop(2, 'next')}
          disabled={!place}
        >
          {t('counts.loopNext')}
        </button>
        <button
          type="button"
          className={styles.countButton}
          aria-pressed={clicking}
          onClick={() => setClicking((on) => !on)}
        >
          {t('counts.click')}
        </button>
      </div>
    </section>
  );
}
