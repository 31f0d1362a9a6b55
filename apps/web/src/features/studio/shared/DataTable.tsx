import type { ReactNode } from 'react';
import { useStudioTranslation } from '../texts';
import styles from './DataTable.module.css';

export type SortDirection = 'ascending' | 'descending';
export interface TableSort {
  column: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column's header is a button that sorts by it (the caller sorts, or asks the server to). */
  sortable?: boolean;
  /** How its first click sorts (ascending unless said: newest dates first want descending). */
  firstDirection?: SortDirection;
  /** Keeps a narrow column (dates, badges, actions) on one line. */
  nowrap?: boolean;
  /** In a stacked table, whether the cell says its column's name (not for an e-mail, a time, a button). */
  labelWhenStacked?: boolean;
  /** The column that says what the row is (a title): kept wide enough to read in a line or two. */
  wide?: boolean;
}

interface Props<Row> {
  /** Names the table for screen readers (and its scrolling region). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What a row's checkbox is named by: "Select <label>". */
  rowLabel?: (row: Row) => string;
  /** With it, each row has a checkbox and the header one that selects them all. */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void };
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /**
   * On a narrow screen each row is a block of its own, its cells one under the other, each named by its
   * column: for tables whose cells hold controls or long text, which a phone could only scroll sideways.
   */
  stacked?: boolean;
  testId?: string;
}

/**
 * The console's table: a real `<table>` with its caption, sortable headers that say how they sort
 * (`aria-sort`), and rows that can be selected for bulk actions. Wider than the screen, it scrolls
 * within its own region (which the keyboard can reach), never the page.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowLabel,
  selection,
  sort,
  onSortChange,
  stacked = false,
  testId,
}: Props<Row>) {
  const { t } = useStudioTranslation();
  const keys = rows.map(rowKey);
  const selectedHere = selection ? keys.filter((key) => selection.selected.has(key)).length : 0;
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (selectedHere === keys.length) next.delete(key);
      else next.add(key);
    }
    selection.onChange(next);
  };
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  // A second click on the sorted column reverses it.
  const sortBy = (column: TableColumn<Row>) =>
    onSortChange?.({
      column: column.id,
      direction:
        sort?.column === column.id
          ? sort.direction === 'ascending'
            ? 'descending'
            : 'ascending'
          : (column.firstDirection ?? 'ascending'),
    });

  // Stacked, the table's parts are no longer drawn as a table: their roles say what they still are.
  const role = (name: string) => (stacked ? name : undefined);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach
    <section className={styles.scroller} aria-label={caption} tabIndex={0} data-testid={testId}>
      <table className={stacked ? `${styles.table} ${styles.stacked}` : styles.table} role={role('table')}>
        <caption className="visually-hidden">{caption}</caption>
        <thead role={role('rowgroup')}>
          <tr role={role('row')}>
            {selection && (
              <th scope="col" className={styles.check} role={role('columnheader')}>
                <input
                  type="checkbox"
                  aria-label={t('table.selectAll')}
                  checked={keys.length > 0 && selectedHere === keys.length}
                  ref={(box) => {
                    if (box) box.indeterminate = selectedHere > 0 && selectedHere < keys.length;
                  }}
                  onChange={toggleAll}
                  disabled={keys.length === 0}
                />
              </th>
            )}
            {columns.map((column) => {
              const sorted = sort?.column === column.id ? sort.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  role={role('columnheader')}
                  className={column.wide ? styles.wide : undefined}
                  aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                >
                  {column.sortable && onSortChange ? (
                    <button type="button" className={styles.sort} onClick={() => sortBy(column)}>
                      {column.header}
                      <span aria-hidden="true" className={styles.arrow}>
                        {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody role={role('rowgroup')}>
          {rows.map((row) => {
            const key = rowKey(row);
            const selected = selection?.selected.has(key) ?? false;
            return (
              <tr key={key} role={role('row')} aria-selected={selection ? selected : undefined}>
                {selection && (
                  <td className={styles.check} role={role('cell')}>
                    <input
                      type="checkbox"
                      aria-label={t('table.selectRow', { label: rowLabel?.(row) ?? key })}
                      checked={selected}
                      onChange={() => toggle(key)}
                    />
                  </td>
                )}
                {columns.map((column) => {
                  const content = column.cell(row);
                  // An empty cell (a row with no action) says nothing: no column name over nothing.
                  const labelled =
                    stacked && column.labelWhenStacked !== false && content != null && content !== false;
                  return (
                    <td
                      key={column.id}
                      role={role('cell')}
                      className={column.nowrap ? styles.nowrap : column.wide ? styles.wide : undefined}
                    >
                      {labelled && (
                        <span className={styles.cellLabel} aria-hidden="true">
                          {column.header}
                        </span>
                      )}
                      {content}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
