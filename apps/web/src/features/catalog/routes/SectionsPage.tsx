import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function SectionsPage() {
  return <PlaceholderPage routeId="sections" />;
}
