import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default function LessonPage() {
  return <PlaceholderPage routeId="lesson" />;
}
