import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/StatusPage';

/** The spec's load-failure message: the server could not be reached. */
export function LoadFailedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('errors.loadFailedTitle')} testId="load-failed">
      <p>{t('errors.loadFailedBody')}</p>
      <p>
        <a href={window.location.href}>{t('tryAgain')}</a>
      </p>
    </StatusPage>
  );
}
