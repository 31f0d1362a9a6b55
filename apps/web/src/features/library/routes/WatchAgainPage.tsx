import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { ClassesTaken } from '../components/ClassesTaken';

/** /watch-again: the classes the member has taken, by day. */
export default function WatchAgainPage() {
  const { t } = useTranslation('pages');
  return (
    <Page title={t('watch-again')}>
      <ClassesTaken />
    </Page>
  );
}
