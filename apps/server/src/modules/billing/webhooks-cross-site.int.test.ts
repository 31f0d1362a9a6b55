import { billingPaths } from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/test-app';
import {
  loadSandboxWebhookSecret,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
} from './sandbox/sandbox-signature';
import { createBillingTestApp, registerUser } from './testing/billing-test-app';

/*
 * Webhooks are server to server: a provider's call may say it comes from anywhere, and the route
 * proves the caller by its signature. The members' own state-changing calls stay same-site only.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
});
afterAll(() => t.close());

const foreign = { origin: 'https://pay.example.net', 'sec-fetch-site': 'cross-site' };

describe('cross-site calls', () => {
  it('let a signed webhook from another origin through', async () => {
    const body = JSON.stringify({ id: 'evt_cross_site', type: 'customer.created', created: 1, data: {} });
    const signature = signSandboxWebhook(loadSandboxWebhookSecret(t.dataDir), body, Date.now() / 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: billingPaths.webhook('sandbox'),
      headers: { ...foreign, 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, applied: false });
  });

  it('refuse a checkout started from another origin', async () => {
    const member = await registerUser(t.app, 'cross.site@example.test');
    const res = await t.app.inject({
      method: 'POST',
      url: billingPaths.checkoutSession,
      headers: { ...foreign, cookie: member.cookie },
      payload: { key: 'on-demand-annual', redirectUrl: '/', cancelUrl: '/pricing' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Cross-site requests are not accepted');
  });
});
