import { useParams } from 'wouter';
import { ConsolePage } from '../shared/ConsolePage';
import { useVideoTexts } from './texts';
import { VideoPanels } from './VideoPanels';

/**
 * `/studio/videos/:assetId`: one video's panels (state and progress, poster, chapters, captions) on a
 * console page of their own, for a video reached from the Uploads page or the class list.
 */
export default function VideoPage() {
  const { t } = useVideoTexts();
  const { assetId = '' } = useParams<{ assetId: string }>();
  return (
    <ConsolePage title={t('pageTitle')} intro={t('pageIntro')}>
      <VideoPanels assetId={assetId} />
    </ConsolePage>
  );
}
