import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function MagazinePage() {
  return <PlaceholderPage routeId="magazine" />;
}
