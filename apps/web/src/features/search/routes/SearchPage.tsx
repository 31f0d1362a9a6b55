import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function SearchPage() {
  return <PlaceholderPage routeId="search" />;
}
