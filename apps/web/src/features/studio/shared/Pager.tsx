import { useStudioTranslation } from '../texts';
import { fieldControlClass } from './FormField';
import styles from './Pager.module.css';

interface Props {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** False when `total` is an estimate: the pager says "about" and rounds it. */
  totalExact?: boolean;
  /** Whether a page follows (the server's word), in place of what the total says. */
  hasNext?: boolean;
  onPage: (page: number) => void;
  /** With both, a "Per page" choice of these sizes. */
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
}

const count = new Intl.NumberFormat('en');
/** An estimate to two significant digits (16,765 is "about 17,000"): its last digits mean nothing. */
export const roughly = (value: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1))) - 1);
  return Math.round(value / unit) * unit;
};

/** Pages of a long list: previous, next, where the list stands ("26–50 of 120"), and how many a page. */
export function Pager({
  page,
  pageSize,
  total,
  totalExact = true,
  hasNext,
  onPage,
  pageSizes,
  onPageSize,
}: Props) {
  const { t } = useStudioTranslation();
  const shownTotal = totalExact ? total : roughly(total);
  const next = hasNext ?? page * pageSize < total;
  // An estimate may fall short of where Next has led: the count of pages is at least this one's.
  const pages = Math.max(1, Math.ceil(shownTotal / pageSize), next ? page + 1 : page);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const about = totalExact ? '' : 'About';
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button
        type="button"
        className={styles.button}
        disabled={page <= 1}
        // A page past the end (an old link) goes back to the last page there is.
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        <span aria-hidden="true">‹ </span>
        {t('pager.previous')}
      </button>
      <p className={styles.status} aria-live="polite">
        <span>{t(`pager.status${about}`, { page: count.format(page), pages: count.format(pages) })}</span>
        {from <= to && (
          <span className={styles.range}>
            {t(`pager.range${about}`, {
              from: count.format(from),
              to: count.format(to),
              total: count.format(shownTotal),
            })}
          </span>
        )}
      </p>
      {pageSizes && onPageSize && (
        <label className={styles.size}>
          <span>{t('pager.pageSize')}</span>
          <select
            className={fieldControlClass}
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
          >
            {[...new Set([...pageSizes, pageSize])]
              .sort((a, b) => a - b)
              .map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
          </select>
        </label>
      )}
      <button type="button" className={styles.button} disabled={!next} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
