import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { FavoritesList } from '../components/FavoritesList';

/** /u/favorites: the same favorites, in the account area. */
export default function AccountFavoritesPage() {
  const { t } = useTranslation('pages');
  return (
    <Page title={t('account-favorites')}>
      <FavoritesList />
    </Page>
  );
}
