import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StatusPage } from '../../../components/StatusPage';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The playlist-not-found page (viewing.md §8): unknown playlist, collection or section ids. */
export function PlaylistNotFound() {
  const { t } = useTranslation('browse');
  useDocumentTitle(t('playlistNotFound'));
  return (
    <StatusPage title={t('playlistNotFound')} testId="playlist-not-found">
      <p>{t('playlistNotFoundBody')}</p>
      <p>
        <Link href="/">{t('common:goHome')}</Link>
      </p>
    </StatusPage>
  );
}
