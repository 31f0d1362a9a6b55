import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function WatchAgainPage() {
  return <PlaceholderPage routeId="watch-again" />;
}
