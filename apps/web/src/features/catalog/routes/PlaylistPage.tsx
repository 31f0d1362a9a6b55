import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function PlaylistPage() {
  return <PlaceholderPage routeId="playlist" />;
}
