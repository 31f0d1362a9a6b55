import { type ReactNode, useId, useState } from 'react';
import { type FigureTable, toCsv } from './csv';
import { cellText, type FigureFormat } from './format';
import styles from './Insights.module.css';
import { useInsightsTexts } from './texts';

interface Props {
  /** The chart's id: its test id (`chart-<id>`) and its CSV file's name. */
  id: string;
  title: string;
  /** The "how is this counted" note. */
  how: string;
  /** The chart's numbers: the table view and the CSV are both made from it. */
  table: FigureTable;
  format: FigureFormat;
  /** The range, for the CSV file's name. */
  range: { from: string; to: string };
  /** The chart itself (hidden from screen readers, which get the table). */
  children: ReactNode;
}

/**
 * Every chart of the dashboards: its title, the chart, a table view of the same numbers (for screen
 * readers and for anyone who wants the figures), a CSV of that table and the counting note.
 */
export function ChartFrame({ id, title, how, table, format, range, children }: Props) {
  const { t } = useInsightsTexts();
  const titleId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const download = () => {
    const blob = new Blob([`${toCsv(table)}\r\n`], { type: 'text/csv;charset=utf-8' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${id}-${range.from}-${range.to}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  };
  return (
    <section className={styles.chart} aria-labelledby={titleId} data-testid={`chart-${id}`}>
      <div className={styles.chartHead}>
        <h3 id={titleId} className={styles.chartTitle}>
          {title}
        </h3>
        <div className={styles.chartActions}>
          <button
            type="button"
            className={styles.chartAction}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {showTable ? t('hideTable') : t('showTable')}
          </button>
          <button type="button" className={styles.chartAction} onClick={download}>
            {t('downloadCsv')}
          </button>
        </div>
      </div>
      <div aria-hidden="true">{children}</div>
      <div id={tableId} hidden={!showTable} className={styles.tableWrap}>
        <table className={styles.table} data-testid="chart-table">
          <caption className={styles.caption}>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the answer's, in its order
              <tr key={index}>
                {row.map((value, column) => {
                  const text = cellText(value, table.columns[column]?.kind ?? 'text', format);
                  return column === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    <th key={column} scope="row">
                      {text}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    <td key={column}>{text}</td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className={styles.how}>
        <summary>{t('howCounted')}</summary>
        <p>{how}</p>
      </details>
    </section>
  );
}
