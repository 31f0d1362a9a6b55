import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes the headings and rows, money in major units, quoting what needs it', () => {
    const csv = toCsv({
      columns: [
        { label: 'Day', kind: 'day' },
        { label: 'MRR, USD', kind: 'money' },
        { label: 'Rate', kind: 'percent' },
      ],
      rows: [
        ['2026-01-01', 125050, 12.3456],
        ['say "hi"', null, 0],
      ],
    });
    expect(csv).toBe('Day,"MRR, USD",Rate\r\n2026-01-01,1250.5,12.35\r\n"say ""hi""",,0');
  });

  it('keeps a text that starts like a formula from running in a spreadsheet', () => {
    const csv = toCsv({ columns: [{ label: 'Search', kind: 'text' }], rows: [['=SUM(A1)'], ['-x']] });
    expect(csv).toBe("Search\r\n'=SUM(A1)\r\n'-x");
  });
});
