import { Link } from 'wouter';
import { ConsolePage, EmptyState } from '../shared/ConsolePage';
import { useStudioTranslation } from '../texts';

/**
 * The uploads in progress. Until the resumable uploader (issue 33's upload part) lands here, it says
 * what the section will hold.
 */
export default function UploadsPage() {
  const { t } = useStudioTranslation();
  return (
    <ConsolePage title={t('sections.uploads')}>
      <EmptyState
        title={t('uploads.emptyTitle')}
        testId="uploads-empty"
        action={<Link href="/classes">{t('uploads.goToClasses')}</Link>}
      >
        {t('uploads.emptyBody')}
      </EmptyState>
    </ConsolePage>
  );
}
