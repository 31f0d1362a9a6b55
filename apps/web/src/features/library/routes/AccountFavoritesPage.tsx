import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function AccountFavoritesPage() {
  return <PlaceholderPage routeId="account-favorites" />;
}
