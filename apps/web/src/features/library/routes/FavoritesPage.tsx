import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function FavoritesPage() {
  return <PlaceholderPage routeId="favorites" />;
}
