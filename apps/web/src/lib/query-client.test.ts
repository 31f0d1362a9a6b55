import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

describe('query client', () => {
  it('keeps data fresh for an hour and does not refetch on focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(60 * 60 * 1000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('does not retry client errors but retries server errors', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (n: number, e: Error) => boolean;
    expect(retry(0, new ApiError('nope', 404))).toBe(false);
    expect(retry(0, new ApiError('down', 503))).toBe(true);
    expect(retry(3, new ApiError('down', 503))).toBe(false);
  });
});
