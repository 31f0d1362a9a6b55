import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { capQueryCache } from './query-cache-caps';

describe('capQueryCache', () => {
  it('keeps at most the cap of a kind, dropping the least recently updated unwatched entries', () => {
    const client = new QueryClient();
    capQueryCache(client, { playlist: 3 });
    for (let index = 1; index <= 5; index++) {
      client.setQueryData(['playlist', `p${index}`], { index });
    }
    const kept = client.getQueryCache().findAll({ queryKey: ['playlist'] });
    expect(kept.map((query) => query.queryKey[1]).sort()).toEqual(['p3', 'p4', 'p5']);
    // Other kinds are not counted.
    for (let index = 1; index <= 5; index++) client.setQueryData(['programs', `c${index}`], {});
    expect(client.getQueryCache().findAll({ queryKey: ['programs'] })).toHaveLength(5);
  });

  it('never drops an entry a component is watching', () => {
    const client = new QueryClient();
    capQueryCache(client, { media: 1 });
    client.setQueryData(['media', 'watched'], {});
    const observer = new QueryObserver(client, { queryKey: ['media', 'watched'], enabled: false });
    const unsubscribe = observer.subscribe(() => {});
    client.setQueryData(['media', 'other'], {});
    expect(client.getQueryData(['media', 'watched'])).toEqual({});
    unsubscribe();
  });
});
