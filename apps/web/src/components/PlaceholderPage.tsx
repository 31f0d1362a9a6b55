import type { PageRouteId } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../lib/config-context';
import { Page } from './Page';

/** A route whose page is built by a later issue: its heading and layout, and an honest line. */
export function PlaceholderPage({ routeId }: { routeId: PageRouteId }) {
  const { t } = useTranslation('pages');
  const { siteName } = useConfig();
  return (
    <Page title={t(routeId)} bareTitle={routeId === 'home'}>
      <p>{t('comingSoon', { siteName })}</p>
    </Page>
  );
}
