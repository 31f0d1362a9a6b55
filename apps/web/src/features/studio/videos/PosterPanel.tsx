import { type StudioVideo, studioVideoPaths } from '@releve/contracts';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { FormField } from '../shared/FormField';
import { useVideoTexts } from './texts';
import styles from './VideoPanels.module.css';
import { posterFromFrame, uploadPoster } from './video-api';
import { clock } from './video-format';

interface Frame {
  start: number;
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** At most this many frames to pick from, spread over the class. */
const FRAMES = 24;

const seconds = (stamp: string) => {
  const [h = 0, m = 0, s = 0] = stamp.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/** The timeline previews' cues (`thumbnails/sprite-000.jpg#xywh=0,0,160,90`), every n-th of them. */
function framesOf(vtt: string, indexUrl: string): Frame[] {
  const all = [...vtt.matchAll(/([\d:.]+) --> [\d:.]+\n(\S+)#xywh=(\d+),(\d+),(\d+),(\d+)/g)].map((m) => ({
    start: seconds(m[1] as string),
    url: new URL(m[2] as string, new URL(indexUrl, window.location.href)).pathname,
    x: Number(m[3]),
    y: Number(m[4]),
    width: Number(m[5]),
    height: Number(m[6]),
  }));
  const step = Math.max(1, Math.ceil(all.length / FRAMES));
  return all.filter((_, i) => i % step === 0);
}

/**
 * The Poster panel: pick a frame from the preview sprite, or upload an image (checked by the server
 * by its content: a refusal is told beside the file field, which it marks invalid).
 */
export function PosterPanel({ video }: { video: StudioVideo }) {
  const { t } = useVideoTexts();
  const id = useId();
  const [frames, setFrames] = useState<Frame[]>([]);
  const [chosen, setChosen] = useState<number>();
  // What the last frame or image came to; a refused image's reason goes beside the file field.
  const [message, setMessage] = useState<{ text: string; error: boolean; of: 'frame' | 'image' }>();
  const [busy, setBusy] = useState(false);
  const playable = video.state === 'watchable' || video.state === 'ready';
  // The previews are made just after the first rendition: asked again as renditions land.
  const made = `${video.state}:${video.readyRenditions.length}`;

  useEffect(() => {
    if (!playable || !made) return;
    const abort = new AbortController();
    const url = studioVideoPaths.previews(video.assetId);
    fetch(url, { signal: abort.signal, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : ''))
      .then((vtt) => setFrames(framesOf(vtt, url)))
      .catch(() => undefined);
    return () => abort.abort();
  }, [video.assetId, playable, made]);

  const run = async (of: 'frame' | 'image', work: () => Promise<unknown>) => {
    setBusy(true);
    setMessage({ text: t('poster.saving'), error: false, of });
    try {
      await work();
      setMessage({ text: t('poster.saved'), error: false, of });
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : String(error), error: true, of });
    } finally {
      setBusy(false);
    }
  };

  const imageRefused = message?.error === true && message.of === 'image';
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="poster-panel">
      <h2 id={`${id}-title`}>{t('poster.title')}</h2>
      <h3 className={styles.subheading}>{t('poster.pick')}</h3>
      {frames.length === 0 ? (
        <p className={styles.muted}>{t('poster.noFrames')}</p>
      ) : (
        <ul className={styles.frames}>
          {frames.map((frame) => (
            <li key={frame.start}>
              <button
                type="button"
                className={styles.frame}
                aria-pressed={chosen === frame.start}
                aria-label={t('poster.frameAt', { time: clock(frame.start) })}
                disabled={busy}
                style={{
                  width: frame.width,
                  height: frame.height,
                  backgroundImage: `url(${frame.url})`,
                  backgroundPosition: `-${frame.x}px -${frame.y}px`,
                }}
                onClick={() => {
                  setChosen(frame.start);
                  void run('frame', () => posterFromFrame(video.assetId, frame.start));
                }}
              >
                <span className={styles.frameTime}>{clock(frame.start)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormField
        label={t('poster.upload')}
        hint={t('poster.uploadHint')}
        error={imageRefused ? message.text : undefined}
        announceError
      >
        {(props) => (
          <input
            {...props}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) void run('image', () => uploadPoster(video.assetId, file));
            }}
          />
        )}
      </FormField>
      {message && !imageRefused && (
        <p className={message.error ? styles.error : styles.saved} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
