import { anglePaths, playbackPaths } from '@releve/contracts';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type AttachedSource, attachHls } from './attach-hls';
import { keepBeside } from './beside-sync';
import styles from './Player.module.css';

interface Props {
  /** The main picture, which this one follows. */
  mainRef: RefObject<HTMLVideoElement | null>;
  /** The class's playback token: every angle plays under it (decision 063). */
  token: string;
  /** The angle shown beside (null: the class's own video, when the main picture shows another). */
  angle: { id: string | null; label: string };
  mirror: boolean;
}

/**
 * A second camera angle, small in a corner of the player, in step with the main picture: its speed,
 * pausing, seeks and A-B loop follow (beside-sync.ts); muted, the main picture's sound is the class's.
 */
export function BesideAngle({ mainRef, token, angle, mirror }: Props) {
  const { t } = useTranslation('player');
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    const main = mainRef.current;
    if (!video || !main) return;
    let gone = false;
    let attached: AttachedSource | undefined;
    let release: (() => void) | undefined;
    const manifest = angle.id ? anglePaths.manifest(token, angle.id) : playbackPaths.manifest(token);
    // A failed angle beside leaves the main picture as it is: the corner stays empty.
    void attachHls(video, manifest, () => undefined, undefined, main.currentTime).then((source) => {
      if (gone) return source.destroy();
      attached = source;
      release = keepBeside(main, video);
    });
    return () => {
      gone = true;
      release?.();
      attached?.destroy();
    };
  }, [mainRef, token, angle.id]);
  return (
    <video
      ref={ref}
      className={styles.beside}
      style={mirror ? { transform: 'scaleX(-1)' } : undefined}
      aria-label={t('angles.besideLabel', { label: angle.label })}
      muted
      playsInline
      preload="auto"
      data-testid="angle-beside"
    />
  );
}
