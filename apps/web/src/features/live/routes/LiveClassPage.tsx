import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function LiveClassPage() {
  return <PlaceholderPage routeId="live-class" />;
}
