import { useTranslation } from 'react-i18next';
import type { CardLayout } from '../../../components/MediaCard';
import { Page } from '../../../components/Page';
import { CardPlaceholders } from './CardPlaceholders';

/** A browse page before its data: the heading's place and cards of the final size. */
export function LoadingPage({
  count,
  layout,
  aspect,
}: {
  count: number;
  layout?: CardLayout;
  aspect?: string;
}) {
  const { t } = useTranslation();
  return (
    <Page title={t('loading')}>
      <CardPlaceholders count={count} layout={layout} aspect={aspect} />
    </Page>
  );
}
