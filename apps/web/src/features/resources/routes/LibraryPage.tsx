import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Page } from '../../../components/Page';
import { useViewer } from '../../accounts';
import { ProgramResources, useInitialData } from '../../catalog';
import { useMagazines } from '../api/get-magazines';
import styles from '../library/library.module.css';
import { MagazineShelf } from '../library/MagazineShelf';
import { useResourcesTranslation } from '../texts';

/**
 * /library: the magazine's issues with their covers, then the programs' resources grouped by
 * program. Locked items show a lock and lead to /pricing.
 */
export default function LibraryPage() {
  const { t } = useResourcesTranslation();
  const { t: tPages } = useTranslation('pages');
  const viewer = useViewer();
  const initialData = useInitialData();
  const magazines = useMagazines();
  const groups = initialData.data?.library ?? [];
  return (
    <Page title={tPages('library')}>
      <section className={styles.section} aria-labelledby="library-magazines">
        <h2 id="library-magazines" className={styles.sectionHeading}>
          {t('magazines')}
        </h2>
        <p className={styles.muted}>{t('magazinesHint')}</p>
        {magazines.isError && <p role="alert">{t('couldNotLoad')}</p>}
        {magazines.data && (
          <MagazineShelf magazines={magazines.data} hasAccess={!!viewer.membership?.hasMagazineAccess} />
        )}
      </section>
      <section className={styles.section} aria-labelledby="library-resources">
        <h2 id="library-resources" className={styles.sectionHeading}>
          {t('resources')}
        </h2>
        <p className={styles.muted}>{t('resourcesHint')}</p>
        {initialData.isError && <p role="alert">{t('couldNotLoad')}</p>}
        {initialData.data && groups.length === 0 && <p>{t('noResources')}</p>}
        {groups.map((group) => (
          <div key={group.programId} className={styles.program}>
            <h3 className={styles.programHeading}>
              <Link href={`/programs/${encodeURIComponent(group.programId)}`}>{group.name}</Link>
            </h3>
            <ProgramResources
              programId={group.programId}
              resources={group.resources}
              isMember={viewer.isMember}
            />
          </div>
        ))}
      </section>
    </Page>
  );
}
