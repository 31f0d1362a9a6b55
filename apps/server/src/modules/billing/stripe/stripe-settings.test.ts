import type { Db } from '@releve/db';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../../config/env';
import { ProviderCatalogueRepository } from '../provider-catalogue.repository';
import { createStripeProvider, requireStripeKeys } from './stripe-settings';

const offers = { monthlyOffer: 'on-demand', yearlyOffer: 'on-demand-annual' };
const stripeSite = { integrations: { stripe: offers } };
const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

describe('the Stripe keys', () => {
  it('are required, both, when the site config takes payments with Stripe, and named when missing', () => {
    const error = (() => {
      try {
        requireStripeKeys({}, stripeSite);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).problems).toEqual([
      'STRIPE_SECRET_KEY: must be set: the site config takes payments with Stripe (integrations.stripe)',
      'STRIPE_WEBHOOK_SECRET: must be set: the site config takes payments with Stripe (integrations.stripe)',
    ]);
    expect(() => requireStripeKeys({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY }, stripeSite)).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be set/,
    );
    expect(() => requireStripeKeys(keys, stripeSite)).not.toThrow();
  });

  it('are not needed by a site on the sandbox, or without a config', async () => {
    expect(() => requireStripeKeys({}, { integrations: { sandbox: offers } })).not.toThrow();
    expect(() => requireStripeKeys({}, undefined)).not.toThrow();
    // Nothing is read or written at construction: a repository over no database will do.
    const kept = new ProviderCatalogueRepository({} as Db);
    expect(await createStripeProvider({}, kept)).toBeUndefined();
    expect((await createStripeProvider(keys, kept))?.name).toBe('stripe');
  });

  it('are read from the environment, checked for their shape without showing them', () => {
    expect(loadEnv({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toMatchObject({
      ...keys,
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    const error = (() => {
      try {
        loadEnv({ STRIPE_SECRET_KEY: 'pk_live_published', STRIPE_WEBHOOK_SECRET: 'secret-typo' });
      } catch (thrown) {
        return thrown as EnvError;
      }
    })();
    expect(error?.problems).toEqual([
      'STRIPE_SECRET_KEY: must be a secret key (sk_test_…, sk_live_…, or a restricted rk_…)',
      'STRIPE_WEBHOOK_SECRET: must be a webhook signing secret (whsec_…)',
    ]);
    expect(error?.message).not.toContain('pk_live_published');
    expect(error?.message).not.toContain('secret-typo');
  });
});
