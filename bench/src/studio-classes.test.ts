import { studioClassQuerySchema } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { verdictOf } from './report';
import type { StudioClassesResult } from './studio-classes';
import { studioListQueries } from './studio-classes-queries';
import { studioClassesSection } from './studio-classes-report';

const facets = {
  styles: [{ style: 'ballet-barre' }, { style: 'pointe' }],
  instructors: ['Yasmin Haddad', 'Marcus Bell'],
};

describe("the classes list bench's queries", () => {
  it('are all queries the API accepts (a fast 400 would be no figure)', () => {
    for (const { kind, searches } of studioListQueries(50_000, facets)) {
      for (const search of searches) {
        const parsed = studioClassQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
        expect(parsed.success, `${kind}: ${search}`).toBe(true);
      }
    }
  });

  it('go deep: near the end of all classes and of one level', () => {
    const kinds = Object.fromEntries(studioListQueries(50_000, facets).map((query) => [query.kind, query]));
    expect(kinds['deep page']?.searches[0]).toBe('page=1999');
    expect(kinds['deep page of one level']).toMatchObject({ typical: false });
    expect(kinds['deep page of one level']?.searches[0]).toBe('level=beginner&page=665');
  });
});

describe("the classes list bench's section", () => {
  const figures = (p95Ms: number) => ({ count: 40, p50Ms: p95Ms / 2, p95Ms, p99Ms: p95Ms });
  const result = (classes: number, typicalP95Ms: number): StudioClassesResult => ({
    database: 'PGlite',
    classes,
    drafts: 40,
    scheduled: 10,
    rounds: 40,
    ping: figures(2),
    typical: figures(typicalP95Ms),
    kinds: [
      { kind: 'level', typical: true, example: 'level=beginner', total: 16_800, latency: figures(20) },
      { kind: 'deep page of one level', typical: false, example: '', total: 16_800, latency: figures(90) },
    ],
  });

  it('holds the typical requests to 50 ms on 50,000 classes, each kind given for information', () => {
    const met = studioClassesSection(result(50_000, 30));
    if (met.status !== 'ran') throw new Error('ran expected');
    expect(met.figures.map(verdictOf)).toEqual(['met', 'no bar', 'no bar', 'no bar']);
    expect(met.figures[0]?.shown).toBe("30.0 ms, 15.0x ping's p95 (p50 15.0 ms, 40 requests)");
    expect(met.figures[2]?.what).toBe('deep page of one level (not typical): 16,800 matches');
    const missed = studioClassesSection(result(50_000, 51));
    if (missed.status !== 'ran') throw new Error('ran expected');
    expect(verdictOf(missed.figures[0] as never)).toBe('not met');
  });

  it('gives a smaller studio its figures without the bar', () => {
    const small = studioClassesSection(result(5_000, 30));
    if (small.status !== 'ran') throw new Error('ran expected');
    expect(verdictOf(small.figures[0] as never)).toBe('no bar');
    expect(small.notes?.[0]).toContain('is for 50,000 classes; this run had 5,000');
  });
});
