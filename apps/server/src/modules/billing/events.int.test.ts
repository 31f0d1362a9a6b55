import { get, type IncomingMessage } from 'node:http';
import { billingPaths } from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import { STREAMS_PER_MEMBER, TOO_MANY_STREAMS } from './events.routes';
import { buy, createBillingTestApp, registerUser } from './testing/billing-test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createBillingTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

/** Opens the member's event stream; `text()` is what arrived so far. */
function openStream(cookie: string): Promise<{ res: IncomingMessage; text: () => string }> {
  return new Promise((resolve, reject) => {
    const request = get(`${base}${billingPaths.events}`, { headers: { cookie } }, (res) => {
      let received = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received += chunk;
      });
      resolve({ res, text: () => received });
    });
    request.on('error', reject);
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('GET /api/billing/events', () => {
  it("streams the member's own billing events as server-sent events", async () => {
    const mia = await registerUser(t.app, 'mia.events@example.test');
    const ned = await registerUser(t.app, 'ned.events@example.test');
    const mias = await openStream(mia.cookie);
    const neds = await openStream(ned.cookie);
    expect(mias.res.statusCode).toBe(200);
    expect(mias.res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await until(() => mias.text().includes(': connected'));
    const orderId = await buy(t, mia, { key: 'day-pass' });
    await until(() => mias.text().includes('access.granted'));
    expect(mias.text()).toContain(
      `event: access.granted\ndata: ${JSON.stringify({ type: 'access.granted', orderId })}\n\n`,
    );
    expect(neds.text()).not.toContain('access.granted');
    expect(t.app.billing.events.streamCount).toBe(2);
    mias.res.destroy();
    neds.res.destroy();
    await until(() => t.app.billing.events.streamCount === 0);
    expect(t.app.billing.events.streamCount).toBe(0);
  });

  it('holds at most 5 streams per member: the 6th is refused with 429, another member is not', async () => {
    expect(STREAMS_PER_MEMBER).toBe(5);
    const ola = await registerUser(t.app, 'ola.events@example.test');
    const pat = await registerUser(t.app, 'pat.events@example.test');
    const tabs = [];
    for (let i = 0; i < 5; i++) tabs.push(await openStream(ola.cookie));
    expect(tabs.map((tab) => tab.res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const sixth = await openStream(ola.cookie);
    expect(sixth.res.statusCode).toBe(429);
    await until(() => sixth.text().includes('}'));
    expect(JSON.parse(sixth.text()).message).toBe(TOO_MANY_STREAMS);
    expect(t.app.billing.events.streamsOf(ola.userId)).toBe(5);
    const pats = await openStream(pat.cookie);
    expect(pats.res.statusCode).toBe(200);
    // A tab closed frees its place.
    tabs[0]?.res.destroy();
    await until(() => t.app.billing.events.streamsOf(ola.userId) === 4);
    const again = await openStream(ola.cookie);
    expect(again.res.statusCode).toBe(200);
    for (const tab of [...tabs, again, pats]) tab.res.destroy();
    await until(() => t.app.billing.events.streamCount === 0);
  });

  it('refuses a caller without a session', async () => {
    const res = await t.app.inject({ url: billingPaths.events });
    expect(res.statusCode).toBe(401);
  });
});
