import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StatusPage } from '../components/StatusPage';
import { useDocumentTitle } from '../lib/use-document-title';

/** The server already answered 404; this says so to the visitor. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFoundTitle'));
  return (
    <StatusPage title={t('errors.notFound')} testId="not-found">
      <p>
        <Link href="/">{t('goHome')}</Link>
      </p>
    </StatusPage>
  );
}
