import type { StudioVideo } from '@releve/contracts';
import { AnglesPanel } from './AnglesPanel';
import { CaptionsPanel } from './CaptionsPanel';
import { ChaptersPanel } from './ChaptersPanel';
import { CountsPanel } from './CountsPanel';
import { PosterPanel } from './PosterPanel';
import { useStudioEvents } from './studio-events';
import { useVideoTexts } from './texts';
import styles from './VideoPanels.module.css';
import { VideoStatePanel } from './VideoStatePanel';
import { useVideo } from './video-api';
import { newest } from './video-format';

/**
 * A class's video panels (Video, Poster, Chapters, Counts, Captions, Angles) for the class editor, or the standalone
 * video page: the video as the events stream last told it, else as its route answered.
 */
export function VideoPanels({ assetId }: { assetId: string }) {
  const { t } = useVideoTexts();
  const events = useStudioEvents();
  const query = useVideo(assetId);
  const video: StudioVideo | undefined = newest(events.videos.get(assetId), query.data);
  if (!video) {
    return query.isError ? (
      <p role="alert">{query.error.message}</p>
    ) : (
      <p className={styles.muted}>{t('connecting')}</p>
    );
  }
  return (
    <div className={styles.panels}>
      <VideoStatePanel video={video} live={events.live} />
      <PosterPanel video={video} />
      <ChaptersPanel video={video} />
      <CountsPanel video={video} />
      <CaptionsPanel video={video} />
      {!video.angleOf && <AnglesPanel video={video} />}
    </div>
  );
}
