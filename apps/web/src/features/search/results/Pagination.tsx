import { pageCount, paginationItems } from '@releve/contracts/search-rules';
import { useTranslation } from 'react-i18next';
import styles from './SearchView.module.css';

interface Props {
  page: number;
  found: number;
  /** More match than `found`: pages beyond the last counted follow, so Next stays enabled. */
  more: boolean;
  onPage: (page: number) => void;
}

/**
 * Previous and Next (disabled on the first and last page) around the page buttons: the first 3 and
 * last 3 with an ellipsis beyond 6 pages, the current one in the middle (viewing.md §2, §5). When the
 * count stopped (`more`), the last page counted is not the last: an ellipsis follows it, Next goes on.
 */
export function Pagination({ page, found, more, onPage }: Props) {
  const { t } = useTranslation('search');
  const total = pageCount(found);
  if (total <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </button>
      {paginationItems(page, total, more).map((item, index) =>
        item === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has nothing else to be known by
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" disabled={page >= total && !more} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </button>
    </nav>
  );
}
