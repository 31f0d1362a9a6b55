import { describe, expect, it } from 'vitest';
import { SEARCH_BARS } from './bars';
import { type SearchResult, searchBarsMissed } from './search';

const result = (searchP95Ms: number, pingP95Ms: number): SearchResult => {
  const figures = (p95Ms: number) => ({ count: 100, p50Ms: p95Ms, p95Ms, p99Ms: p95Ms });
  return {
    database: 'PGlite',
    classes: 50_000,
    queries: 300,
    latency: {
      ping: figures(pingP95Ms),
      exact: figures(searchP95Ms),
      prefix: figures(searchP95Ms),
      misspelled: figures(searchP95Ms),
      'all search': figures(searchP95Ms),
    },
    idleRssMb: null,
    peakRssMb: null,
  };
};

describe("the search bench's bars", () => {
  it('passes within 15 ms and 3.5x ping, and names each bar missed (issue 32)', () => {
    expect(searchBarsMissed(result(12, 4), SEARCH_BARS)).toEqual([]);
    expect(searchBarsMissed(result(16, 8), SEARCH_BARS)).toEqual([
      'search p95 16.0 ms exceeds --max-p95 15 ms',
    ]);
    expect(searchBarsMissed(result(8, 2), SEARCH_BARS)).toEqual([
      "search p95 8.0 ms is 4.0x ping's p95 (2.0 ms), above --max-times-ping 3.5x",
    ]);
  });
});
