import { ConsolePage, EmptyState } from '../shared/ConsolePage';
import { useStudioLibrary } from './api';
import styles from './Library.module.css';
import { MagazineTable } from './MagazineTable';
import { MagazineUploadForm } from './MagazineUploadForm';
import { ResourceTable } from './ResourceTable';
import { ResourceUploadForm } from './ResourceUploadForm';
import { useLibraryTranslation } from './texts';

/**
 * The console's Library (issue 34, decision 043), the owner's: magazine issues uploaded as PDFs, their
 * pages made by the server (the list shows how far), published when ready; and the PDFs attached to
 * programs, for everyone or members, to download or read in place.
 */
export default function LibraryPage() {
  const { t } = useLibraryTranslation();
  const library = useStudioLibrary();
  const data = library.data;
  return (
    <ConsolePage title={t('title')} intro={t('intro')}>
      <div className={styles.page} data-testid="studio-library">
        {library.isPending && <p>{t('loading')}</p>}
        {library.isError && (
          <p role="alert">
            {t('loadFailed')}{' '}
            <button type="button" onClick={() => void library.refetch()}>
              {t('retry')}
            </button>
          </p>
        )}
        {data && (
          <>
            <section className={styles.section} aria-labelledby="library-magazines">
              <h2 id="library-magazines" className={styles.heading}>
                {t('magazines.heading')}
              </h2>
              <p className={styles.muted}>{t('magazines.help')}</p>
              {data.pagesUnavailable ? (
                <p role="status" className={styles.failure}>
                  {t('magazines.unavailable', { reason: data.pagesUnavailable })}
                </p>
              ) : (
                <MagazineUploadForm maxBytes={data.maxUploadBytes} />
              )}
              {data.magazines.length > 0 ? (
                <MagazineTable magazines={data.magazines} />
              ) : (
                <EmptyState title={t('magazines.emptyTitle')}>{t('magazines.emptyBody')}</EmptyState>
              )}
            </section>
            <section className={styles.section} aria-labelledby="library-resources">
              <h2 id="library-resources" className={styles.heading}>
                {t('resources.heading')}
              </h2>
              <p className={styles.muted}>{t('resources.help')}</p>
              {data.programs.length > 0 ? (
                <ResourceUploadForm maxBytes={data.maxUploadBytes} programs={data.programs} />
              ) : (
                <p>{t('resources.noPrograms')}</p>
              )}
              {data.resources.length > 0 ? (
                <ResourceTable resources={data.resources} programs={data.programs} />
              ) : (
                <EmptyState title={t('resources.emptyTitle')}>{t('resources.emptyBody')}</EmptyState>
              )}
            </section>
          </>
        )}
      </div>
    </ConsolePage>
  );
}
