import { PlaceholderPage } from '../../../components/PlaceholderPage';
import { useWelcomeRedirect } from '../../accounts/use-welcome-redirect';

export default function HomePage() {
  useWelcomeRedirect();
  return <PlaceholderPage routeId="home" />;
}
