import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SEARCHES_PER_MINUTE } from './search.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('searches an address may make', () => {
  it('refuses an address over SEARCHES_PER_MINUTE with 429 (each search is recorded), and no other address', async () => {
    // Each from a visitor of its own: one session alone meets its own, lower cap first (decision 029).
    let visitors = 0;
    const from = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/search?q=',
        remoteAddress,
        headers: { cookie: `releve.viewer=${String(++visitors).padStart(22, 'v')}` },
      });
    // Refused queries count too: the limit comes before reading the query.
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++) expect((await from('203.0.113.9')).statusCode).toBe(400);
    const over = await from('203.0.113.9');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Rate limit exceeded/);
    expect((await from('203.0.113.10')).statusCode).toBe(400);
  });
});
