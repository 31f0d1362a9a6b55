import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function NotificationsPage() {
  return <PlaceholderPage routeId="notifications" />;
}
