import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function MediaPage() {
  return <PlaceholderPage routeId="media" />;
}
