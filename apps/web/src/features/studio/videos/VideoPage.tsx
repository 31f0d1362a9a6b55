import { useParams } from 'wouter';
import { useVideoTexts } from './texts';
import { VideoPanels } from './VideoPanels';

/**
 * `/studio/videos/:assetId`: one video's panels (state and progress, poster, chapters, captions) on a
 * page of their own inside the console, for a video reached from the Uploads page or the class list.
 */
export default function VideoPage() {
  const { t } = useVideoTexts();
  const { assetId = '' } = useParams<{ assetId: string }>();
  return (
    <div>
      <h1>{t('pageTitle')}</h1>
      <VideoPanels assetId={assetId} />
    </div>
  );
}
