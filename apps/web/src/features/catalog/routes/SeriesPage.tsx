import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function SeriesPage() {
  return <PlaceholderPage routeId="series" />;
}
