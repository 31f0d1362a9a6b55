import { describe, expect, it } from 'vitest';
import { spawnServer } from '../../../testing/spawn-server';
import { stripeSiteConfig } from './testing/stripe-test-app';

describe('starting a studio that takes payments with Stripe', () => {
  it('stops, naming the missing keys, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set', async () => {
    const error = await spawnServer({
      stubWebIfMissing: true,
      env: { DEFAULT_CONFIG_SOURCE: 'stripest' },
      configs: { stripest: stripeSiteConfig('stripest') },
    }).catch((e: Error) => e);
    const message = (error as Error).message;
    expect(message).toContain('The server exited before it was healthy (exit code 1)');
    expect(message).toContain('Invalid environment:');
    expect(message).toContain(
      'STRIPE_SECRET_KEY: must be set: the site config takes payments with Stripe (integrations.stripe)',
    );
    expect(message).toContain('STRIPE_WEBHOOK_SECRET: must be set');
  });

  it('stops when the site config names both the sandbox and Stripe', async () => {
    const both = stripeSiteConfig('bothpays');
    const error = await spawnServer({
      stubWebIfMissing: true,
      env: {
        DEFAULT_CONFIG_SOURCE: 'bothpays',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
      configs: {
        bothpays: { ...both, integrations: { ...both.integrations, sandbox: both.integrations.stripe } },
      },
    }).catch((e: Error) => e);
    expect((error as Error).message).toContain(
      'Default site config "bothpays" is invalid (bothIntegrations)',
    );
  });
});
