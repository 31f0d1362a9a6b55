import { featuredFor, shelvesFor } from '@releve/contracts/home-audience';
import { homeRowsOf } from '@releve/contracts/home-rows';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfig } from '../../../lib/config-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useViewer, useWelcomeRedirect } from '../../accounts';
import { useInitialData } from '../api/get-initial-data';
import { HomeBanner } from '../home/HomeBanner';
import styles from '../home/HomePage.module.css';
import { HomeShelves } from '../home/HomeShelves';
import { HomeSkeleton } from '../home/HomeSkeleton';
import { useMemberShelfSizes } from '../home/member-shelves';
import { rowsToShow } from '../home/shelf-paging';

/**
 * Home: the studio's banner (`assets.banner`), then its shelf rows in order. A failed initial-data load never reaches here: the main
 * layout shows the load-failure page instead.
 */
export default function HomePage() {
  useWelcomeRedirect();
  useDocumentTitle(undefined);
  const { t } = useTranslation(['home', 'pages']);
  const { data } = useInitialData();
  const viewer = useViewer();
  const memberRowSizes = useMemberShelfSizes();
  const config = useConfig();
  const { features } = config;

  const audience = { isMember: viewer.isMember, isLiveMember: !!viewer.membership?.isLiveMember };
  // The studio's `content[]` rows when its config has them, else the catalogue's shelves; each row to
  // its audience (decision 044). While the viewer loads, only the rows for everyone: no member sees a
  // visitors' row flash.
  const allRows = data ? homeRowsOf(config, data.homeShelves) : [];
  const shown =
    viewer.status === 'loading'
      ? allRows.filter((row) => (row.showTo ?? 'all') === 'all')
      : shelvesFor(allRows, audience);
  const rows = data
    ? rowsToShow(shown, {
        hasFeatured:
          viewer.status === 'loading' || featuredFor(data.featuredContent, audience, Date.now()).length > 0,
        memberRowSizes,
        features,
      })
    : null;

  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{t('pages:home')}</h1>
      {config.assets.banner && <HomeBanner src={config.assets.banner} />}
      {!rows ? (
        <HomeSkeleton />
      ) : rows.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <p className={styles.emptyLinks}>
            <Link href="/sections">{t('browseClasses')}</Link>
            <Link href="/programs">{t('browsePrograms')}</Link>
          </p>
        </div>
      ) : (
        <HomeShelves shelves={rows} />
      )}
    </div>
  );
}
