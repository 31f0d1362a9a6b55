import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function LibraryPage() {
  return <PlaceholderPage routeId="library" />;
}
