import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function ProgramsPage() {
  return <PlaceholderPage routeId="programs" />;
}
