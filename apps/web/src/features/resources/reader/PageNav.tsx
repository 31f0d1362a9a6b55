import { useEffect, useId, useState } from 'react';
import { IconButton } from '../../../components/IconButton';
import { pageFromInput } from '../magazine/page-input';
import { useResourcesTranslation } from '../texts';
import styles from './reader.module.css';

interface Props {
  page: number;
  total: number;
  onChange(page: number): void;
  /** Tells the two copies (top and bottom) apart for assistive technology. */
  placement: 'top' | 'bottom';
}

/**
 * Previous and next arrows (inactive on the first and last page), the page-number input (trimmed,
 * parsed, clamped; empty ignored; applied on Enter or when it loses focus) and "Page N of total".
 */
export function PageNav({ page, total, onChange, placement }: Props) {
  const { t } = useResourcesTranslation();
  const inputId = useId();
  const [draft, setDraft] = useState(String(page));
  useEffect(() => setDraft(String(page)), [page]);
  const apply = () => {
    const next = pageFromInput(draft, total);
    setDraft(String(next ?? page));
    if (next !== null && next !== page) onChange(next);
  };
  return (
    <nav className={styles.nav} aria-label={t('pageNavigation', { placement })}>
      <IconButton
        icon="arrowLeft"
        label={t('previousPage')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        className={styles.arrow}
      />
      <form
        className={styles.pageForm}
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('pageNumber')}
        </label>
        <input
          id={inputId}
          className={styles.pageInput}
          inputMode="numeric"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={apply}
        />
        <span className={styles.pageOf} data-testid={`page-of-${placement}`}>
          {t('pageOf', { page, total })}
        </span>
      </form>
      <IconButton
        icon="arrowRight"
        label={t('nextPage')}
        disabled={page >= total}
        onClick={() => onChange(page + 1)}
        className={styles.arrow}
      />
    </nav>
  );
}
