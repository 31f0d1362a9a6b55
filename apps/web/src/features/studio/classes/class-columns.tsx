import {
  defaultOrderOf,
  type StudioClassRow,
  type StudioClassSort,
  type StudioClassState,
} from '@releve/contracts';
import { Link } from 'wouter';
import { formatDuration } from '../../../lib/format-duration';
import type { TableColumn } from '../shared/DataTable';
import { type BadgeTone, StatusBadge } from '../shared/StatusBadge';
import styles from './ClassesPage.module.css';
import type { useClassTexts } from './texts';

export const stateTone: Record<StudioClassState, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'warning',
  published: 'success',
};

/** The columns whose header sorts the list, and the sort each asks the server for. */
export const sortOfColumn: Record<string, StudioClassSort> = {
  title: 'title',
  state: 'state',
  duration: 'duration',
  published: 'published',
  updated: 'updated',
};
export const columnOfSort = Object.fromEntries(
  Object.entries(sortOfColumn).map(([column, sort]) => [sort, column]),
) as Record<StudioClassSort, string>;

/** A header that sorts by `sort`, its first click the sort's own direction (contracts' `defaultOrderOf`). */
const sortsBy = (sort: StudioClassSort) =>
  ({
    sortable: true,
    firstDirection: defaultOrderOf(sort) === 'asc' ? 'ascending' : 'descending',
  }) as const;

const day = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric' });
const dateCell = (iso: string | null) =>
  iso ? <time dateTime={iso}>{day.format(new Date(iso))}</time> : '—';

/**
 * The list's columns; a draft's row has Delete (`onDelete`), the only class the server deletes. A style
 * reads by its name (`styleName`, from the facets), its slug until they arrive.
 */
export function classColumns(
  t: ReturnType<typeof useClassTexts>['t'],
  onDelete: (row: StudioClassRow) => void,
  styleName: (style: string) => string = (style) => style,
): TableColumn<StudioClassRow>[] {
  return [
    {
      id: 'title',
      header: t('columns.title'),
      ...sortsBy('title'),
      wide: true,
      // A draft's Delete sits by its title: in reach at 375 px too, where later columns scroll away.
      cell: (row) => (
        <span className={styles.titleCell}>
          <Link href={`/classes/${row.id}`}>{row.title}</Link>
          {row.state === 'draft' && (
            <button
              type="button"
              className={styles.rowAction}
              aria-label={t('delete.label', { title: row.title })}
              onClick={() => onDelete(row)}
            >
              {t('delete.button')}
            </button>
          )}
        </span>
      ),
    },
    {
      id: 'state',
      header: t('columns.state'),
      ...sortsBy('state'),
      nowrap: true,
      cell: (row) => <StatusBadge tone={stateTone[row.state]}>{t(`states.${row.state}`)}</StatusBadge>,
    },
    {
      id: 'level',
      header: t('columns.level'),
      nowrap: true,
      cell: (row) => (row.level ? t(`levels.${row.level}`) : '—'),
    },
    { id: 'style', header: t('columns.style'), cell: (row) => (row.style ? styleName(row.style) : '—') },
    { id: 'instructor', header: t('columns.instructor'), cell: (row) => row.instructor ?? '—' },
    {
      id: 'duration',
      header: t('columns.duration'),
      ...sortsBy('duration'),
      nowrap: true,
      // The probe's length of the uploaded video (decision 038); none before an upload.
      cell: (row) => (row.durationSeconds > 0 ? formatDuration(row.durationSeconds) : '—'),
    },
    { id: 'access', header: t('columns.access'), cell: (row) => t(`access.${row.access}`) },
    { id: 'video', header: t('columns.video'), nowrap: true, cell: (row) => row.videoStatus ?? t('noVideo') },
    {
      id: 'published',
      header: t('columns.published'),
      ...sortsBy('published'),
      nowrap: true,
      cell: (row) => dateCell(row.publishAt),
    },
    {
      id: 'updated',
      header: t('columns.updated'),
      ...sortsBy('updated'),
      nowrap: true,
      cell: (row) => dateCell(row.updatedAt),
    },
  ];
}
