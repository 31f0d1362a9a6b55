import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function WelcomePage() {
  return <PlaceholderPage routeId="welcome" />;
}
