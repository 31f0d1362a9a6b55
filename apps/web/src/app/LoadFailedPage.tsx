import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/StatusPage';

/**
 * The spec's load-failure message: the server could not be reached. `landmark` when it takes the
 * place of the layout's `<main>` (or stands alone at boot) rather than sitting inside it.
 */
export function LoadFailedPage({ landmark }: { landmark?: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('errors.loadFailedTitle')} testId="load-failed" landmark={landmark}>
      <p>{t('errors.loadFailedBody')}</p>
      <p>
        <a href={window.location.href}>{t('tryAgain')}</a>
      </p>
    </StatusPage>
  );
}
