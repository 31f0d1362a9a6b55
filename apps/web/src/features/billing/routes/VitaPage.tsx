import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function VitaPage() {
  return <PlaceholderPage routeId="vita" />;
}
