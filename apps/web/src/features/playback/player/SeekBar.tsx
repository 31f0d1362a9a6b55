import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbLoop } from './ab-loop';
import type { Chapter } from './chapters';
import styles from './Player.module.css';
import type { Thumbnail } from './use-timeline-files';
import { formatClock } from './use-video-state';

interface Props {
  currentTime: number;
  duration: number;
  chapters: readonly Chapter[];
  thumbnails: readonly Thumbnail[];
  loop: AbLoop;
  onSeek: (time: number) => void;
}

const percent = (time: number, duration: number) => `${duration > 0 ? (time / duration) * 100 : 0}%`;

/**
 * The timeline: a native range input (so keyboards and screen readers get a real slider), with the
 * chapter starts, the A-B loop and, on hover, the preview picture of the time under the pointer.
 */
export function SeekBar({ currentTime, duration, chapters, thumbnails, loop, onSeek }: Props) {
  const { t } = useTranslation('player');
  const [hover, setHover] = useState<{ time: number; left: string }>();
  const preview = hover && thumbnails.find((thumb) => hover.time >= thumb.start && hover.time < thumb.end);
  const hoverChapter =
    hover && chapters.find((chapter) => hover.time >= chapter.start && hover.time < chapter.end);
  return (
    <div
      className={styles.seek}
      onPointerMove={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        const share = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
        setHover({ time: share * duration, left: `${share * 100}%` });
      }}
      onPointerLeave={() => setHover(undefined)}
    >
      <div className={styles.track} aria-hidden="true">
        <div className={styles.played} style={{ width: percent(currentTime, duration) }} />
        {loop.a !== undefined && (
          <div
            className={styles.loopRange}
            style={{
              left: percent(loop.a, duration),
              width: loop.b === undefined ? '2px' : percent(loop.b - loop.a, duration),
            }}
          />
        )}
        {chapters
          .filter((chapter) => chapter.start > 0)
          .map((chapter) => (
            <span
              key={chapter.start}
              className={styles.chapterMark}
              style={{ left: percent(chapter.start, duration) }}
            />
          ))}
      </div>
      <input
        type="range"
        className={styles.range}
        min={0}
        max={duration || 0}
        step={1}
        value={Math.min(currentTime, duration || 0)}
        aria-label={t('seek')}
        aria-valuetext={t('timeOf', { current: formatClock(currentTime), total: formatClock(duration) })}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
      />
      {hover && duration > 0 && (
        <div className={styles.preview} style={{ left: hover.left }} aria-hidden="true">
          {preview && (
            <span
              className={styles.previewPicture}
              style={{
                width: preview.width,
                height: preview.height,
                backgroundImage: `url(${preview.url})`,
                backgroundPosition: `-${preview.x}px -${preview.y}px`,
              }}
            />
          )}
          <span className={styles.previewText}>
            {hoverChapter ? `${hoverChapter.title} · ` : ''}
            {formatClock(hover.time)}
          </span>
        </div>
      )}
    </div>
  );
}
