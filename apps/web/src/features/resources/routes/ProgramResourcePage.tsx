import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function ProgramResourcePage() {
  return <PlaceholderPage routeId="program-resource" />;
}
