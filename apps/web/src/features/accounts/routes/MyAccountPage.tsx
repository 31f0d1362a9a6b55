import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function MyAccountPage() {
  return <PlaceholderPage routeId="my-account" />;
}
