import { useStudioTranslation } from '../texts';
import styles from './Pager.module.css';

interface Props {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Pages of a long list: previous, next, where the list stands ("26–50 of 120"). */
export function Pager({ page, pageSize, total, onPage }: Props) {
  const { t } = useStudioTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹ </span>
        {t('pager.previous')}
      </button>
      <p className={styles.status} aria-live="polite">
        <span>{t('pager.status', { page, pages })}</span>
        <span className={styles.range}>{t('pager.range', { from, to, total })}</span>
      </p>
      <button
        type="button"
        className={styles.button}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
