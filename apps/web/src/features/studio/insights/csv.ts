/** What a column holds: how the table view writes it, and the CSV (money in major units, no symbol). */
export type ColumnKind = 'text' | 'day' | 'month' | 'count' | 'money' | 'percent';

/** A table of numbers as a dashboard shows it: its columns and its rows (money in minor units). */
export interface FigureTable {
  columns: { label: string; kind: ColumnKind }[];
  rows: (string | number | null)[][];
}

const csvValue = (value: string | number | null, kind: ColumnKind): string => {
  if (value === null) return '';
  if (typeof value === 'number')
    return String(kind === 'money' ? value / 100 : Math.round(value * 100) / 100);
  // A text that starts like a formula is kept from running in a spreadsheet.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The table as CSV (RFC 4180, CRLF line ends): the same numbers the table view shows. */
export function toCsv(table: FigureTable): string {
  const head = table.columns.map((column) => csvValue(column.label, 'text')).join(',');
  const rows = table.rows.map((row) =>
    row.map((value, index) => csvValue(value, table.columns[index]?.kind ?? 'text')).join(','),
  );
  return [head, ...rows].join('\r\n');
}
