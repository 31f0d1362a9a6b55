import { CsvError, type InfoRecord, parse } from 'csv-parse/sync';
import { z } from 'zod';
import { AdminError, isProductType, type ProductType } from './admin.service';

/** The columns of a member import file, named on its first line (in any order). */
export const memberCsvColumns = ['email', 'first_name', 'last_name', 'product', 'paid_until'] as const;
type Column = (typeof memberCsvColumns)[number];

/** As in the profile form: names have at most 50 characters each. */
const MAX_NAME_LENGTH = 50;

export interface MemberRow {
  /** Line of the file the row starts on (the header is line 1). */
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  product?: { type: ProductType; paidUntil: string; expiresAt: Date };
}

export interface BadRow {
  line: number;
  reason: string;
}

export interface DuplicateRow {
  line: number;
  email: string;
  reason: string;
}

export interface ParsedMemberCsv {
  rows: MemberRow[];
  /** Rows repeating the e-mail of an earlier good row of the same file. */
  duplicates: DuplicateRow[];
  bad: BadRow[];
}

const emailSchema = z.email();

/**
 * Reads a member import file: a header line naming the columns, then one member per line. Each row is
 * checked on its own; a row with any problem is reported whole, with its line, and not imported. A file
 * that is not readable CSV (a stray quote) is refused whole: past such an error, lines cannot be trusted.
 */
export function parseMemberCsv(text: string, now: Date): ParsedMemberCsv {
  const input = Buffer.from(text, 'utf8');
  let records: { record: string[]; info: InfoRecord }[];
  try {
    // With `info`, each record comes as { record, info }; the declared return type ignores the option.
    records = parse(input, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      throw new AdminError(`The file is not valid CSV, nothing was imported: ${error.message}`);
    }
    throw error;
  }
  const [header, ...body] = records;
  const columns = columnsOf(header?.record);

  const result: ParsedMemberCsv = { rows: [], duplicates: [], bad: [] };
  const firstLineOf = new Map<string, number>();
  const lines = lineCounter(input);
  let end = header?.info.bytes ?? 0;
  for (const { record, info } of body) {
    const line = lines.startingAfter(end);
    end = info.bytes;
    const checked = checkRow(record, columns, line, now);
    if ('reason' in checked) {
      result.bad.push(checked);
      continue;
    }
    const earlier = firstLineOf.get(checked.email);
    if (earlier !== undefined) {
      result.duplicates.push({ line, email: checked.email, reason: `repeats line ${earlier}` });
      continue;
    }
    firstLineOf.set(checked.email, line);
    result.rows.push(checked);
  }
  return result;
}

/**
 * Line numbers from byte offsets: csv-parse's own count is where a record ends, and counts a CRLF
 * inside a quoted field as two lines. Offsets only grow, so the count is kept as it goes.
 */
function lineCounter(input: Buffer) {
  const CR = 0x0d;
  const LF = 0x0a;
  let offset = 0;
  let line = 1;
  return {
    /** The line of the first character after `end` that is not a line break (empty lines are skipped). */
    startingAfter(end: number): number {
      let start = end;
      while (input[start] === CR || input[start] === LF) start++;
      for (; offset < start; offset++) {
        if (input[offset] === LF || (input[offset] === CR && input[offset + 1] !== LF)) line++;
      }
      return line;
    },
  };
}

interface Columns {
  /** Where each column is in a row. */
  index: Map<Column, number>;
  /** How many fields every row has, ignored empty columns included. */
  count: number;
}

function columnsOf(header: string[] | undefined): Columns {
  const expected = memberCsvColumns.join(',');
  if (!header) throw new AdminError(`The file is empty: its first line must be the header ${expected}`);
  const names = header.map((name) => name.toLowerCase());
  const missing = memberCsvColumns.filter((column) => !names.includes(column));
  // Spreadsheets sometimes export empty columns after the last one: those are ignored.
  const unknown = names.filter(
    (name) => name !== '' && !(memberCsvColumns as readonly string[]).includes(name),
  );
  const repeated = names.filter((name, index) => name !== '' && names.indexOf(name) !== index);
  if (missing.length > 0 || unknown.length > 0 || repeated.length > 0) {
    const problems = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown ${unknown.map((name) => `"${name}"`).join(', ')}` : '',
      repeated.length > 0 ? `repeated ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    throw new AdminError(
      `The first line must be the header ${expected} (${problems.join('; ')}); nothing was imported`,
    );
  }
  return {
    index: new Map(memberCsvColumns.map((column) => [column, names.indexOf(column)])),
    count: names.length,
  };
}

function checkRow(record: string[], columns: Columns, line: number, now: Date): MemberRow | BadRow {
  if (record.length !== columns.count) {
    return { line, reason: `expected ${columns.count} fields, found ${record.length}` };
  }
  const field = (column: Column) => record[columns.index.get(column) ?? -1] ?? '';
  const problems: string[] = [];

  const email = field('email').toLowerCase();
  if (email === '') problems.push('email is empty');
  else if (!emailSchema.safeParse(email).success) problems.push(`email "${email}" is not an e-mail address`);

  const names = { firstName: field('first_name'), lastName: field('last_name') };
  for (const [column, value] of [
    ['first_name', names.firstName],
    ['last_name', names.lastName],
  ] as const) {
    if (value.length > MAX_NAME_LENGTH)
      problems.push(`${column} has more than ${MAX_NAME_LENGTH} characters`);
    if (/[\r\n]/.test(value)) problems.push(`${column} spans several lines`);
  }

  const type = field('product').toLowerCase();
  const paidUntil = field('paid_until');
  let product: MemberRow['product'];
  if (type === '') {
    if (paidUntil !== '') problems.push('paid_until is set but product is empty');
  } else if (!isProductType(type)) {
    problems.push(`product must be on-demand, live or empty, not "${field('product')}"`);
  } else {
    const expiresAt = endOfDayUtc(paidUntil);
    if (paidUntil === '') problems.push(`paid_until is needed with the product ${type}`);
    else if (!expiresAt) problems.push(`paid_until must be a date YYYY-MM-DD, not "${paidUntil}"`);
    else if (expiresAt <= now) problems.push(`paid_until ${paidUntil} is in the past`);
    else product = { type, paidUntil, expiresAt };
  }

  if (problems.length > 0) return { line, reason: problems.join('; ') };
  return { line, email, ...names, ...(product ? { product } : {}) };
}

/** The last millisecond of a YYYY-MM-DD day in UTC, or undefined for anything else (2026-02-30 included). */
export function endOfDayUtc(date: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(Date.UTC(year, month - 1, day));
  if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1 || start.getUTCDate() !== day) {
    return undefined;
  }
  return new Date(start.getTime() + 86_400_000 - 1);
}
