import { defaultOrderOf, STUDIO_CLASS_PAGE_SIZES, type StudioClassRow } from '@releve/contracts';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { FormMessage } from '../../../components/form/FormMessage';
import { ConsolePage, EmptyState } from '../shared/ConsolePage';
import { DataTable, type TableSort } from '../shared/DataTable';
import { Pager } from '../shared/Pager';
import { BulkEditPanel } from './BulkEditPanel';
import styles from './ClassesPage.module.css';
import { ClassFilters } from './ClassFilters';
import { styleName, useClassFacets, useClassList, useCreateClass } from './class-api';
import { classColumns, columnOfSort, sortOfColumn } from './class-columns';
import { DeleteClassDialog } from './DeleteClassDialog';
import { useClassTexts } from './texts';
import { useClassListUrl } from './use-class-list-url';

export { stateTone } from './class-columns';

/**
 * Classes: every class with search, filters, sorting, pages of a chosen size, a bulk edit of the
 * selected ones and Delete for drafts. The query lives in the address (use-class-list-url.ts).
 */
export default function ClassesPage() {
  const { t } = useClassTexts();
  const [, navigate] = useLocation();
  const [query, change] = useClassListUrl();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [deleting, setDeleting] = useState<StudioClassRow>();
  const [deleted, setDeleted] = useState<string>();
  const list = useClassList(query);
  const facets = useClassFacets();
  const create = useCreateClass();

  const sort: TableSort = {
    column: columnOfSort[query.sort],
    direction: (query.order ?? defaultOrderOf(query.sort)) === 'asc' ? 'ascending' : 'descending',
  };
  const newClass = () =>
    create.mutate(
      { title: t('newTitle') },
      { onSuccess: (answer) => navigate(`/classes/${answer.class.id}`) },
    );
  const closeDelete = (wasDeleted: boolean) => {
    if (wasDeleted && deleting) {
      setDeleted(deleting.title);
      setSelected((current) => new Set([...current].filter((id) => id !== deleting.id)));
    }
    setDeleting(undefined);
  };
  const page = list.data;

  return (
    <ConsolePage
      title={t('caption')}
      intro={t('intro')}
      actions={
        <button
          type="button"
          className={styles.newClass}
          onClick={newClass}
          disabled={create.isPending}
          data-testid="new-class"
        >
          {t('newClass')}
        </button>
      }
    >
      <ClassFilters query={query} facets={facets.data} onChange={change} />
      {(list.isError || create.isError) && (
        <FormMessage kind="error">{(list.error ?? create.error)?.message}</FormMessage>
      )}
      {deleted && <FormMessage kind="notice">{t('delete.done', { title: deleted })}</FormMessage>}
      {selected.size > 0 && (
        <BulkEditPanel
          ids={[...selected]}
          timeZone={page?.timeZone ?? facets.data?.timeZone ?? 'UTC'}
          onDone={() => setSelected(new Set())}
        />
      )}
      {page && page.total === 0 && (
        <EmptyState title={t('emptyTitle')} testId="classes-empty">
          {t('emptyBody')}
        </EmptyState>
      )}
      {page && page.total > 0 && page.classes.length === 0 && (
        <EmptyState
          title={t('pastEndTitle')}
          testId="classes-past-end"
          action={
            <button type="button" className={styles.clear} onClick={() => change({ page: 1 })}>
              {t('firstPage')}
            </button>
          }
        >
          {t('pastEndBody')}
        </EmptyState>
      )}
      {page && page.classes.length > 0 && (
        <DataTable
          caption={t('caption')}
          columns={classColumns(t, setDeleting, (style) => styleName(facets.data, style))}
          rows={page.classes}
          rowKey={(row) => row.id}
          rowLabel={(row) => row.title}
          selection={{ selected, onChange: setSelected }}
          sort={sort}
          onSortChange={(next) => {
            const sortBy = sortOfColumn[next.column] ?? 'updated';
            const order = next.direction === 'ascending' ? 'asc' : 'desc';
            change({ sort: sortBy, order: order === defaultOrderOf(sortBy) ? undefined : order });
          }}
          testId="classes-table"
        />
      )}
      {page && page.total > 0 && (
        <Pager
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
          totalExact={page.totalExact}
          hasNext={page.hasMore}
          onPage={(to) => change({ page: to })}
          pageSizes={STUDIO_CLASS_PAGE_SIZES}
          onPageSize={(size) => change({ pageSize: size })}
        />
      )}
      {deleting && <DeleteClassDialog row={deleting} onClose={closeDelete} />}
    </ConsolePage>
  );
}
