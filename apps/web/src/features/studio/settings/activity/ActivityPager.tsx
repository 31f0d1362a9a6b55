import type { AuditPage } from '@releve/contracts';
import { Link } from 'wouter';
import { useStudioTranslation } from '../../texts';
import styles from './ActivityPage.module.css';
import { type AuditAddress, auditSearchOf } from './audit-address';

interface Props {
  /** The page's path within the console, the address's filters kept on every link. */
  path: string;
  address: AuditAddress;
  page: Pick<AuditPage, 'newer' | 'older'>;
}

/**
 * The log's pages, from an entry rather than by number (a long log stays fast): Newest, Newer, Older.
 * They are links, so each page has its address (reload and Back show it again).
 */
export function ActivityPager({ path, address, page }: Props) {
  const { t } = useStudioTranslation();
  const { before: _before, after: _after, ...filters } = address;
  const href = (place: Pick<AuditAddress, 'before' | 'after'>) =>
    `${path}${auditSearchOf({ ...filters, ...place })}`;
  const away = Boolean(address.before || address.after);
  if (!away && !page.older) return null;
  return (
    <nav className={styles.pager} aria-label={t('audit.pager')}>
      {away && (
        <Link href={href({})} className={styles.pageLink}>
          {t('audit.newest')}
        </Link>
      )}
      {page.newer && (
        <Link href={href({ after: page.newer })} className={styles.pageLink}>
          <span aria-hidden="true">‹ </span>
          {t('audit.newer')}
        </Link>
      )}
      {page.older && (
        <Link href={href({ before: page.older })} className={`${styles.pageLink} ${styles.older}`}>
          {t('audit.older')}
          <span aria-hidden="true"> ›</span>
        </Link>
      )}
    </nav>
  );
}
