import { type ChapterMark, chapterListSchema, type StudioVideo } from '@releve/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { PanelMessage, usePanelSave } from './panel-save';
import { useVideoTexts } from './texts';
import styles from './VideoPanels.module.css';
import { saveChapters } from './video-api';
import { clock } from './video-format';

const sorted = (marks: ChapterMark[]) => [...marks].sort((a, b) => a.start - b.start);

/**
 * The Chapters panel: marks on a bar the length of the class (drag one, or move it a second at a
 * time with its buttons or the arrow keys), each with its start and title beside it; add, rename,
 * remove, save. The same zod schema as the server checks the list before it is sent.
 */
export function ChaptersPanel({ video }: { video: StudioVideo }) {
  const { t } = useVideoTexts();
  const id = useId();
  const duration = video.durationSeconds;
  const [marks, setMarks] = useState<ChapterMark[]>(video.chapters);
  const { message, setMessage, busy, save: saveWith } = usePanelSave();
  const bar = useRef<HTMLFieldSetElement>(null);
  const dragging = useRef<number | undefined>(undefined);
  const savedKey = JSON.stringify(video.chapters);
  // A new saved list (another tab, a save) replaces the edits.
  useEffect(() => setMarks(JSON.parse(savedKey) as ChapterMark[]), [savedKey]);

  if (duration <= 0) {
    return (
      <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="chapters-panel">
        <h2 id={`${id}-title`}>{t('chapters.title')}</h2>
        <p className={styles.muted}>{t('chapters.notYet')}</p>
      </section>
    );
  }

  const clamp = (value: number) => Math.min(Math.max(0, Math.round(value * 10) / 10), duration - 0.1);
  const move = (index: number, start: number) =>
    setMarks((all) => all.map((mark, i) => (i === index ? { ...mark, start: clamp(start) } : mark)));
  const at = (clientX: number) => {
    const box = bar.current?.getBoundingClientRect();
    return box ? ((clientX - box.left) / box.width) * duration : 0;
  };
  const add = () => {
    const last = marks.at(-1);
    const start = last ? clamp(Math.min(duration - 1, last.start + Math.max(10, duration / 10))) : 0;
    setMarks(sorted([...marks, { start, title: t('chapters.untitled') }]));
  };
  const save = async () => {
    const list = sorted(marks.map((mark) => ({ ...mark, title: mark.title.trim() })));
    const checked = chapterListSchema.safeParse({ chapters: list });
    if (!checked.success) {
      setMessage({ text: checked.error.issues[0]?.message ?? '', error: true });
      return;
    }
    await saveWith(() => saveChapters(video.assetId, list), t('chapters.saved'));
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="chapters-panel">
      <h2 id={`${id}-title`}>{t('chapters.title')}</h2>
      <fieldset
        ref={bar}
        className={styles.timeline}
        aria-label={t('chapters.timeline')}
        onPointerMove={(event) => {
          if (dragging.current !== undefined) move(dragging.current, at(event.clientX));
        }}
        onPointerUp={() => {
          dragging.current = undefined;
          setMarks(sorted);
        }}
      >
        {marks.map((mark, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: marks have no id of their own; their place is their identity while edited
            key={i}
            type="button"
            className={styles.mark}
            style={{ left: `${(mark.start / duration) * 100}%` }}
            aria-label={t('chapters.markAt', { number: i + 1, title: mark.title, time: clock(mark.start) })}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture?.(event.pointerId);
              dragging.current = i;
            }}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              event.preventDefault();
              move(i, mark.start + (event.key === 'ArrowLeft' ? -1 : 1));
            }}
          />
        ))}
        <span className={styles.timelineEnd}>{clock(duration)}</span>
      </fieldset>
      {marks.length === 0 ? (
        <p className={styles.muted}>{t('chapters.empty')}</p>
      ) : (
        <ol className={styles.chapterList}>
          {marks.map((mark, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <li key={i} className={styles.chapterRow}>
              <label className={styles.field}>
                <span>{t('chapters.start')}</span>
                <input
                  type="number"
                  min={0}
                  max={duration}
                  step={0.1}
                  value={mark.start}
                  onChange={(event) => move(i, Number(event.currentTarget.value))}
                  onBlur={() => setMarks(sorted)}
                />
              </label>
              <label className={`${styles.field} ${styles.grow}`}>
                <span>{t('chapters.name')}</span>
                <input
                  type="text"
                  maxLength={120}
                  value={mark.title}
                  onChange={(event) => {
                    const title = event.currentTarget.value;
                    setMarks((all) => all.map((one, j) => (j === i ? { ...one, title } : one)));
                  }}
                />
              </label>
              <button
                type="button"
                className={styles.secondary}
                aria-label={t('chapters.remove', { number: i + 1 })}
                onClick={() => setMarks((all) => all.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={add}>
          {t('chapters.add')}
        </button>
        <button type="button" className={styles.button} onClick={save} disabled={busy}>
          {t('chapters.save')}
        </button>
      </div>
      <PanelMessage message={message} />
    </section>
  );
}
