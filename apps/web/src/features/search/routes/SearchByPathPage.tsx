import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function SearchByPathPage() {
  return <PlaceholderPage routeId="search-by-path" />;
}
