import {
  isPlayableVideoState,
  type MusicTempo,
  musicCountsSchema,
  type StudioVideo,
  studioVideoPaths,
  tempoFromTaps,
} from '@releve/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { attachHls } from '../../playback';
import { PanelMessage, usePanelSave } from './panel-save';
import { useVideoTexts } from './texts';
import styles from './VideoPanels.module.css';
import { saveCounts } from './video-api';
import { clock } from './video-format';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
/** Where a "1" falls, as the field beside it says it: seconds, to a hundredth. */
const seconds = (value: number) => `${round(value, 2)} s`;

/**
 * The Counts panel (issue 38): the music's tempo for the whole class and for chapters whose music
 * changes, each with where a "1" falls. The packaging's suggestion can be taken as it is; or the owner
 * plays the class here and taps along, and the taps give the tempo (contracts' `tempoFromTaps`, the
 * rule the tests hold). The same schema as the server checks the tempos before they are sent.
 */
export function CountsPanel({ video }: { video: StudioVideo }) {
  const { t } = useVideoTexts();
  const id = useId();
  const savedKey = JSON.stringify(video.musicCounts?.tempos ?? []);
  const [tempos, setTempos] = useState<MusicTempo[]>(video.musicCounts?.tempos ?? []);
  const [taps, setTaps] = useState<number[]>([]);
  const { message, setMessage, busy, save: saveWith } = usePanelSave();
  const player = useRef<HTMLVideoElement>(null);
  // A new saved list (another tab, a save) replaces the edits.
  useEffect(() => setTempos(JSON.parse(savedKey) as MusicTempo[]), [savedKey]);
  const playable = video.durationSeconds > 0 && isPlayableVideoState(video.state);
  useEffect(() => {
    const element = player.current;
    if (!playable || !element) return;
    let attached: { destroy(): void } | undefined;
    let gone = false;
    attachHls(element, studioVideoPaths.previewVideo(video.assetId), () => undefined).then((source) => {
      if (gone) source.destroy();
      else attached = source;
    });
    return () => {
      gone = true;
      attached?.destroy();
    };
  }, [playable, video.assetId]);

  if (!playable) {
    return (
      <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="counts-panel">
        <h2 id={`${id}-title`}>{t('counts.title')}</h2>
        <p className={styles.muted}>{t('counts.notYet')}</p>
      </section>
    );
  }

  const tapped = tempoFromTaps(taps);
  const suggestion = video.tempoSuggestion;
  /** The first tempo (the whole class's) takes a tempo heard or tapped; later ones are the chapters'. */
  const takeTempo = (found: { bpm: number; firstCount: number }) =>
    setTempos((all) => [
      { from: 0, bpm: round(found.bpm, 1), firstCount: round(found.firstCount, 2) },
      ...all.filter((tempo) => tempo.from > 0),
    ]);
  const change = (index: number, patch: Partial<MusicTempo>) =>
    setTempos((all) =>
      all.map((tempo, i) => (i === index ? { ...tempo, ...patch } : tempo)).sort((a, b) => a.from - b.from),
    );
  const fromChoices = [
    { value: 0, label: t('counts.wholeClass') },
    ...video.chapters
      .filter((chapter) => chapter.start > 0)
      .map((chapter) => ({
        value: chapter.start,
        label: t('counts.chapterAt', { title: chapter.title, time: clock(chapter.start) }),
      })),
  ];
  const free = fromChoices.filter((choice) => !tempos.some((tempo) => tempo.from === choice.value));
  const add = () => {
    const next = free[0];
    if (!next) return;
    const before = tempos.filter((tempo) => tempo.from < next.value).at(-1);
    setTempos(
      [...tempos, { from: next.value, bpm: before?.bpm ?? 120, firstCount: next.value }].sort(
        (a, b) => a.from - b.from,
      ),
    );
  };
  const save = async () => {
    const checked = musicCountsSchema.safeParse({ tempos });
    if (!checked.success) {
      setMessage({ text: checked.error.issues[0]?.message ?? '', error: true });
      return;
    }
    await saveWith(() => saveCounts(video.assetId, checked.data.tempos), t('counts.saved'));
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="counts-panel">
      <h2 id={`${id}-title`}>{t('counts.title')}</h2>
      <p className={styles.muted}>{t('counts.intro')}</p>
      {suggestion ? (
        <p>
          {t('counts.suggested', { bpm: Math.round(suggestion.bpm), time: seconds(suggestion.firstCount) })}{' '}
          <button type="button" className={styles.secondary} onClick={() => takeTempo(suggestion)}>
            {t('counts.useSuggestion')}
          </button>
        </p>
      ) : (
        <p className={styles.muted}>{t('counts.noSuggestion')}</p>
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: the class's own captions are the Captions panel's; this is to hear its beat */}
      <video ref={player} className={styles.tapVideo} controls playsInline aria-label={t('counts.preview')} />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={() => setTaps((all) => [...all, player.current?.currentTime ?? 0])}
          aria-describedby={`${id}-tap`}
        >
          {t('counts.tap')}
        </button>
        <span aria-live="polite">
          {tapped
            ? t('counts.tappedTempo', {
                count: taps.length,
                bpm: tapped.bpm,
                time: seconds(tapped.firstCount),
              })
            : taps.length > 0
              ? t('counts.tapped', { count: taps.length })
              : ''}
        </span>
        {tapped && (
          <button type="button" className={styles.secondary} onClick={() => takeTempo(tapped)}>
            {t('counts.useTaps')}
          </button>
        )}
        {taps.length > 0 && (
          <button type="button" className={styles.secondary} onClick={() => setTaps([])}>
            {t('counts.clearTaps')}
          </button>
        )}
      </div>
      <p id={`${id}-tap`} className={styles.muted}>
        {t('counts.tapHint')}
      </p>
      {tempos.length === 0 ? (
        <p className={styles.muted}>{t('counts.none')}</p>
      ) : (
        <ol className={styles.chapterList}>
          {tempos.map((tempo, i) => (
            <li key={tempo.from} className={styles.chapterRow}>
              <label className={`${styles.field} ${styles.tempoFrom}`}>
                <span>{t('counts.from')}</span>
                <select
                  value={tempo.from}
                  onChange={(event) => change(i, { from: Number(event.currentTarget.value) })}
                >
                  {fromChoices
                    .filter((choice) => choice.value === tempo.from || free.includes(choice))
                    .map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                </select>
              </label>
              <label className={styles.field}>
                <span>{t('counts.bpm')}</span>
                <input
                  type="number"
                  min={40}
                  max={240}
                  step={0.1}
                  value={tempo.bpm}
                  onChange={(event) => change(i, { bpm: Number(event.currentTarget.value) })}
                />
              </label>
              <label className={styles.field}>
                <span>{t('counts.firstCount')}</span>
                <input
                  type="number"
                  min={0}
                  max={video.durationSeconds}
                  step={0.01}
                  value={tempo.firstCount}
                  onChange={(event) => change(i, { firstCount: Number(event.currentTarget.value) })}
                />
              </label>
              <button
                type="button"
                className={styles.secondary}
                aria-label={t('counts.remove', { number: i + 1 })}
                onClick={() => setTempos((all) => all.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.actions}>
        {free.length > 0 && (
          <button type="button" className={styles.secondary} onClick={add}>
            {tempos.length === 0 ? t('counts.addFirst') : t('counts.add')}
          </button>
        )}
        <button type="button" className={styles.button} onClick={save} disabled={busy}>
          {t('counts.save')}
        </button>
      </div>
      <PanelMessage message={message} />
    </section>
  );
}
