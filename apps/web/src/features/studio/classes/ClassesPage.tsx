import { Link } from 'wouter';
import { ConsolePage, EmptyState } from '../shared/ConsolePage';
import { useStudioTranslation } from '../texts';

/**
 * The studio's classes. Until the class list (issue 33's catalogue part) lands here, it says what the
 * section will hold and leads to the uploads.
 */
export default function ClassesPage() {
  const { t } = useStudioTranslation();
  return (
    <ConsolePage title={t('sections.classes')}>
      <EmptyState
        title={t('classes.emptyTitle')}
        testId="classes-empty"
        action={<Link href="/uploads">{t('classes.goToUploads')}</Link>}
      >
        {t('classes.emptyBody')}
      </EmptyState>
    </ConsolePage>
  );
}
