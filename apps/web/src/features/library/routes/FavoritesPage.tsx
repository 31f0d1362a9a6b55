import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { FavoritesList } from '../components/FavoritesList';

/** /favorites: the member's favorite classes. */
export default function FavoritesPage() {
  const { t } = useTranslation('pages');
  return (
    <Page title={t('favorites')}>
      <FavoritesList />
    </Page>
  );
}
