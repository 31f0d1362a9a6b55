import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

type Parser = (text: string, typeId?: number) => unknown;

/** The array types Drizzle reads as text, with the type of their elements. */
const ARRAY_ELEMENTS: Readonly<Record<number, number>> = {
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1182: types.DATE,
  1187: types.INTERVAL,
  1231: types.NUMERIC,
};

/**
 * The types Drizzle's PGlite driver asks to read as text, decoding them itself: timestamps, dates,
 * intervals, and arrays of them and of numerics (pglite-parsers.int.test.ts checks the list against
 * what Drizzle asks for).
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.DATE,
  types.INTERVAL,
  ...Object.keys(ARRAY_ELEMENTS).map(Number),
];

const asText: Parser = (text) => text;

/** PGlite's own parsers for those types (timestamps and dates as Date), as node-postgres reads them. */
const standardParsers: Record<number, Parser> = Object.fromEntries(
  DRIZZLE_TEXT_TYPES.map((oid) => {
    const element = ARRAY_ELEMENTS[oid];
    if (element === undefined) return [oid, types.parsers[oid] ?? asText];
    const parseElement = types.parsers[element] ?? asText;
    return [oid, (text: string) => types.arrayParser(text, parseElement, oid)];
  }),
);

/** Options for SQL run outside Drizzle: the types Drizzle reads as text come back as PGlite reads them. */
export const standardReading: QueryOptions = { parsers: standardParsers };

/** What Drizzle calls on a PGlite client. */
type Statements = Pick<PGlite, 'query'> | Pick<Transaction, 'query'>;

const withoutParsers = (options: QueryOptions | undefined) =>
  options?.parsers ? { ...options, parsers: undefined } : options;

function statementsWithoutParsers<T extends Statements>(client: T): Pick<T, 'query'> {
  return {
    query: ((text: string, params?: unknown[], options?: QueryOptions) =>
      client.query(text, params, withoutParsers(options))) as T['query'],
  };
}

/**
 * The client Drizzle is given. Drizzle asks PGlite for its own parsers at every statement, and PGlite
 * then copies its whole table of parsers (318 types) into a new object for that statement: 0.2 ms
 * each, more than a small statement's own work (`select 1`: 94 µs bare, 272 µs with them). The
 * instance reads Drizzle's types as text for good instead, and Drizzle's statements reach it without
 * parsers: the same rows without the copy. SQL run past Drizzle asks for `standardReading`.
 */
export function drizzleClientOf(client: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  const forDrizzle: Pick<PGlite, 'query' | 'transaction'> = {
    ...statementsWithoutParsers(client),
    // Drizzle runs its statements, savepoints included, through the transaction's `query`.
    transaction: (run) =>
      client.transaction((tx) => run(Object.assign(Object.create(tx), statementsWithoutParsers(tx)))),
  };
  return forDrizzle as PGlite;
}
