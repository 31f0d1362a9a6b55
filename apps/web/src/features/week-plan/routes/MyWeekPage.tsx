import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function MyWeekPage() {
  return <PlaceholderPage routeId="my-week" />;
}
