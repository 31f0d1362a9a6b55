import type { InsightsRange } from '@releve/contracts';
import type { ColumnKind } from './csv';

/** How the dashboards write numbers: amounts in the studio's currency (minor units in the answers). */
export interface FigureFormat {
  money(minor: number | null): string;
  /** Whole units, for a chart's axis. */
  wholeMoney(minor: number): string;
  count(value: number | null): string;
  percent(value: number | null): string;
  /** A step's first day, as the studio says it. */
  day(day: string): string;
  month(month: string): string;
}

export function figureFormat(range: Pick<InsightsRange, 'currency'>): FigureFormat {
  const money = new Intl.NumberFormat('en', { style: 'currency', currency: range.currency });
  const whole = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: range.currency,
    maximumFractionDigits: 0,
  });
  const count = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
  // Days are the studio's own, already: written as they are, at noon UTC so no zone moves them.
  const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const none = '–';
  return {
    money: (minor) => (minor === null ? none : money.format(minor / 100)),
    wholeMoney: (minor) => whole.format(minor / 100),
    count: (value) => (value === null ? none : count.format(value)),
    percent: (value) => (value === null ? none : `${percent.format(value)}%`),
    day: (text) => day.format(new Date(`${text}T12:00:00Z`)),
    month: (text) => month.format(new Date(`${text}-15T12:00:00Z`)),
  };
}

/** Minor units as the CSV and table write them: major units with two decimals, no symbol. */
export const majorUnits = (minor: number | null) =>
  minor === null ? null : Number((minor / 100).toFixed(2));

/** A table cell as the table view writes it. */
export function cellText(value: string | number | null, kind: ColumnKind, format: FigureFormat): string {
  if (value === null) return '–';
  if (typeof value === 'string') {
    if (kind === 'day') return format.day(value);
    if (kind === 'month') return format.month(value);
    return value;
  }
  if (kind === 'money' || kind === 'count' || kind === 'percent') return format[kind](value);
  return String(value);
}
