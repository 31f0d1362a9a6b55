import {
  CLASS_LEVELS,
  STUDIO_CLASS_SORTS,
  STUDIO_CLASS_STATES,
  type StudioClassRow,
  type StudioClassState,
} from '@releve/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { FormMessage } from '../../../components/form/FormMessage';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ConsolePage, EmptyState } from '../shared/ConsolePage';
import { DataTable, type TableColumn, type TableSort } from '../shared/DataTable';
import { fieldControlClass } from '../shared/FormField';
import { Pager } from '../shared/Pager';
import { type BadgeTone, StatusBadge } from '../shared/StatusBadge';
import { BulkEditPanel } from './BulkEditPanel';
import styles from './ClassesPage.module.css';
import { type ClassListQuery, useClassFacets, useClassList, useCreateClass } from './class-api';
import { useClassTexts } from './texts';

const PAGE_SIZE = 25;
export const stateTone: Record<StudioClassState, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'warning',
  published: 'success',
};
const sortColumn: Record<string, (typeof STUDIO_CLASS_SORTS)[number]> = {
  title: 'title',
  updated: 'updated',
};
const changed = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' });

/** Classes: every class with search, filters, sorting, pages, and a bulk edit of the selected ones. */
export default function ClassesPage() {
  const { t } = useClassTexts();
  const [, navigate] = useLocation();
  const [query, setQuery] = useState<ClassListQuery>({ sort: 'updated', page: 1, pageSize: PAGE_SIZE });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // The list is asked for once typing pauses, not at every key.
  const typed = useDebouncedValue(query.q, 300);
  const list = useClassList({ ...query, q: typed });
  const facets = useClassFacets();
  const create = useCreateClass();
  const set = (change: ClassListQuery) => setQuery((current) => ({ ...current, page: 1, ...change }));

  const columns: TableColumn<StudioClassRow>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      sortable: true,
      cell: (row) => <Link href={`/classes/${row.id}`}>{row.title}</Link>,
    },
    {
      id: 'state',
      header: t('columns.state'),
      nowrap: true,
      cell: (row) => <StatusBadge tone={stateTone[row.state]}>{t(`states.${row.state}`)}</StatusBadge>,
    },
    { id: 'level', header: t('columns.level'), cell: (row) => (row.level ? t(`levels.${row.level}`) : '—') },
    { id: 'style', header: t('columns.style'), cell: (row) => row.style ?? '—' },
    { id: 'instructor', header: t('columns.instructor'), cell: (row) => row.instructor ?? '—' },
    { id: 'access', header: t('columns.access'), cell: (row) => t(`access.${row.access}`) },
    { id: 'video', header: t('columns.video'), nowrap: true, cell: (row) => row.videoStatus ?? t('noVideo') },
    {
      id: 'updated',
      header: t('columns.updated'),
      sortable: true,
      nowrap: true,
      cell: (row) => <time dateTime={row.updatedAt}>{changed.format(new Date(row.updatedAt))}</time>,
    },
  ];
  const sort: TableSort = {
    column: query.sort === 'title' ? 'title' : 'updated',
    direction:
      (query.order ?? (query.sort === 'title' ? 'asc' : 'desc')) === 'asc' ? 'ascending' : 'descending',
  };
  const newClass = () =>
    create.mutate(
      { title: t('newTitle') },
      { onSuccess: (answer) => navigate(`/classes/${answer.class.id}`) },
    );

  const select = (id: keyof ClassListQuery, label: string, options: { value: string; label: string }[]) => (
    <label className={styles.filter}>
      <span>{label}</span>
      <select
        className={fieldControlClass}
        value={String(query[id] ?? '')}
        onChange={(event) => set({ [id]: event.target.value || undefined })}
      >
        {id !== 'sort' && <option value="">{t('any')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <ConsolePage
      title={t('caption')}
      intro={t('intro')}
      actions={
        <button type="button" onClick={newClass} disabled={create.isPending} data-testid="new-class">
          {t('newClass')}
        </button>
      }
    >
      <div className={styles.filters} data-testid="class-filters">
        <label className={`${styles.filter} ${styles.search}`}>
          <span>{t('search')}</span>
          <input
            type="search"
            className={fieldControlClass}
            placeholder={t('searchPlaceholder')}
            value={query.q ?? ''}
            onChange={(event) => set({ q: event.target.value || undefined })}
          />
        </label>
        {select(
          'state',
          t('filters.state'),
          STUDIO_CLASS_STATES.map((value) => ({ value, label: t(`states.${value}`) })),
        )}
        {select(
          'level',
          t('filters.level'),
          CLASS_LEVELS.map((value) => ({ value, label: t(`levels.${value}`) })),
        )}
        {select(
          'style',
          t('filters.style'),
          (facets.data?.styles ?? []).map(({ style }) => ({ value: style, label: style })),
        )}
        {select(
          'instructor',
          t('filters.instructor'),
          (facets.data?.instructors ?? []).map((name) => ({ value: name, label: name })),
        )}
        {select(
          'sort',
          t('filters.sort'),
          STUDIO_CLASS_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) })),
        )}
      </div>
      {(list.isError || create.isError) && (
        <FormMessage kind="error">{(list.error ?? create.error)?.message}</FormMessage>
      )}
      {selected.size > 0 && (
        <BulkEditPanel
          ids={[...selected]}
          timeZone={list.data?.timeZone ?? facets.data?.timeZone ?? 'UTC'}
          onDone={() => setSelected(new Set())}
        />
      )}
      {list.data && list.data.total === 0 && (
        <EmptyState title={t('emptyTitle')} testId="classes-empty">
          {t('emptyBody')}
        </EmptyState>
      )}
      {list.data && list.data.total > 0 && (
        <>
          <DataTable
            caption={t('caption')}
            columns={columns}
            rows={list.data.classes}
            rowKey={(row) => row.id}
            rowLabel={(row) => row.title}
            selection={{ selected, onChange: setSelected }}
            sort={sort}
            onSortChange={(next) =>
              set({
                sort: sortColumn[next.column] ?? 'updated',
                order: next.direction === 'ascending' ? 'asc' : 'desc',
              })
            }
            testId="classes-table"
          />
          {list.data.totalCapped && (
            <p className={styles.note}>{t('totalCapped', { count: list.data.total })}</p>
          )}
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(page) => setQuery((current) => ({ ...current, page }))}
          />
        </>
      )}
    </ConsolePage>
  );
}
