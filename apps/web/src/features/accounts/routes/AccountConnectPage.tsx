import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function AccountConnectPage() {
  return <PlaceholderPage routeId="account-connect" />;
}
