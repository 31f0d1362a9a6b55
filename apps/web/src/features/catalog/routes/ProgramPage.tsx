import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function ProgramPage() {
  return <PlaceholderPage routeId="program" />;
}
