import { Link, Redirect, useParams } from 'wouter';
import { PageLoading } from '../../../app/PageLoading';
import { Page } from '../../../components/Page';
import { useViewer } from '../../accounts';
import { useMagazine } from '../api/get-magazines';
import { MagazineReader } from '../magazine/MagazineReader';
import { useResourcesTranslation } from '../texts';

/**
 * /library/magazines/{id}: the reader, for those with magazine access (an on-demand pass, or a
 * subscriber, day passes or not: decision 025); everyone else goes to /pricing. The server refuses them the pages
 * whatever this page does.
 */
export default function MagazinePage() {
  const { t } = useResourcesTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const viewer = useViewer();
  const magazine = useMagazine(id);
  if (viewer.status === 'loading') return <PageLoading />;
  if (!viewer.membership?.hasMagazineAccess) return <Redirect to="/pricing" replace />;
  if (magazine === undefined) return <PageLoading />;
  if (magazine === null) {
    return (
      <Page title={t('magazine')}>
        <p>{t('notFound')}</p>
        <Link href="/library">{t('backToLibrary')}</Link>
      </Page>
    );
  }
  return <MagazineReader key={magazine.id} magazine={magazine} />;
}
