import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function NewsletterPage() {
  return <PlaceholderPage routeId="newsletter" />;
}
