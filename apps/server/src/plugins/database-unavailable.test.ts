import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is away or too slow, wrapped or not', () => {
    for (const error of [
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006'),
      withCode('53300'),
      withCode('ECONNREFUSED'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      new Error('Query read timeout'),
      // Drizzle's wrapper, whose cause is the driver's error.
      Object.assign(new Error('Failed query: select 1'), { cause: withCode('57014') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it("leaves the caller's mistakes and real bugs alone", () => {
    for (const error of [
      withCode('22P02', 'invalid input syntax for type uuid'),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "x" does not exist'),
      new TypeError('Cannot read properties of undefined'),
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
