import { type Resource, resourceDownloadUrl } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { formatFileSize } from './file-size';
import styles from './program.module.css';

/**
 * A program's resources (its Resources tab, and the library's group for it). Members, and everyone
 * for free ones, open each in the reader and download those the studio allows (`canDownload`); the
 * others are locked (lock icon) and lead to pricing. The server decides the same for the files.
 */
export function ProgramResources({
  programId,
  resources,
  isMember,
}: {
  programId: string;
  resources: readonly Resource[];
  isMember: boolean;
}) {
  const { t } = useTranslation(['browse', 'catalog']);
  return (
    <ul className={styles.resources}>
      {resources.map((resource) => {
        const open = isMember || resource.free;
        return (
          <li key={resource.id} className={styles.resource}>
            <div className={styles.resourceText}>
              <Link
                href={
                  open
                    ? `/programs/${encodeURIComponent(programId)}/resources/${encodeURIComponent(resource.id)}`
                    : '/pricing'
                }
                className={styles.resourceTitle}
              >
                {resource.title}
                {!open && <Icon name="lock" size={16} label={t('program.membersOnly')} />}
              </Link>
              {resource.free && !isMember && (
                <span className={`${styles.free} ${styles.resourceFree}`}>{t('catalog:free')}</span>
              )}
              {resource.description && <p className={styles.muted}>{resource.description}</p>}
              <span className={styles.resourceMeta}>
                {resource.type.toUpperCase()} · {formatFileSize(resource.fileSize)}
              </span>
            </div>
            {open && resource.canDownload && (
              <a
                className={styles.download}
                href={resourceDownloadUrl(resource.url)}
                download
                aria-label={t('program.resources.downloadLabel', { title: resource.title })}
              >
                <Icon name="arrowRight" size={16} className={styles.downloadIcon} />
                {t('program.resources.download')}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
