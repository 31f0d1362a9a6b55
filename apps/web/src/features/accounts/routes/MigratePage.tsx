import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function MigratePage() {
  return <PlaceholderPage routeId="migrate" />;
}
