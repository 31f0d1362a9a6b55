import { pageViewsPath } from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PAGE_VIEW_CAPS } from './page-views.routes';

/*
 * Issue 31, item 20 (decision 029): anonymous analytics are limited per session (a member, a
 * visitor's cookie, or a caller without either, by address) as well as per address.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const visitor = (letter: string) => `releve.viewer=${letter.repeat(22)}`;
const view = (headers: Record<string, string>, address = '10.31.20.1') =>
  t.app.inject({
    method: 'POST',
    url: pageViewsPath,
    remoteAddress: address,
    headers: { origin: 'http://localhost:3000', ...headers },
    payload: { path: '/' },
  });

describe('analytics caps', () => {
  it('stop one visitor at the per-session cap while others from the same address go on', async () => {
    const cap = PAGE_VIEW_CAPS.sessionPerMinute;
    expect(cap).toBeLessThan(300); // below the address's own limit a minute
    for (let i = 0; i < cap; i++) {
      expect((await view({ cookie: visitor('a') })).statusCode).toBe(204);
    }
    const over = await view({ cookie: visitor('a') });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await view({ cookie: visitor('b') })).statusCode).toBe(204);
  });

  it('count a caller without any cookie as one session per address', async () => {
    const cap = PAGE_VIEW_CAPS.sessionPerMinute;
    for (let i = 0; i < cap; i++) expect((await view({}, '10.31.20.2')).statusCode).toBe(204);
    expect((await view({}, '10.31.20.2')).statusCode).toBe(429);
    expect((await view({}, '10.31.20.3')).statusCode).toBe(204);
  });

  it('count searches per session too', async () => {
    const search = (cookie: string) =>
      t.app.inject({ url: '/api/search?q=barre', remoteAddress: '10.31.20.4', headers: { cookie } });
    const statuses: number[] = [];
    for (let i = 0; i <= 120; i++) statuses.push((await search(visitor('c'))).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
    expect((await search(visitor('d'))).statusCode).toBe(200);
  });
});
