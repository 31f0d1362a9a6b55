import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function PaymentsPage() {
  return <PlaceholderPage routeId="payments" />;
}
