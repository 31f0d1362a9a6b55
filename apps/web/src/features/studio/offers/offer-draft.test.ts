import { type StudioOffer, studioOfferCreateSchema } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { createRequestOf, draftOf, editRequestOf, emptyDraft } from './offer-draft';

const sold: StudioOffer = {
  id: 'S100005',
  key: 'unlimited-monthly',
  title: 'Unlimited Monthly',
  kind: 'subscription',
  period: 'month',
  periodCount: 1,
  currency: 'USD',
  price: 8000,
  trialDays: 0,
  audience: 'everyone',
  grantsProducts: ['live', 'on-demand'],
  grantsDayPasses: 0,
  shownOnPricing: true,
  active: true,
  position: 5,
  special: false,
  sold: true,
  subscribers: 3,
  stripePriceId: null,
};

describe('the offer form’s requests (decision 053)', () => {
  it('sends a price typed in dollars as cents, and an empty or negative one for the schema to refuse', () => {
    const draft = { ...emptyDraft, key: 'summer', title: 'Summer', price: '40.5' };
    expect(createRequestOf(draft)).toMatchObject({
      price: 4050,
      grantsProducts: ['on-demand'],
      trialDays: 0,
    });
    const empty = studioOfferCreateSchema.safeParse(createRequestOf({ ...draft, price: '' }));
    expect(empty.error?.issues[0]).toMatchObject({ path: ['price'], message: 'must be a number' });
    const negative = studioOfferCreateSchema.safeParse(createRequestOf({ ...draft, price: '-5' }));
    expect(negative.error?.issues[0]).toMatchObject({ path: ['price'], message: 'must be at least 0' });
  });

  it('sends only what changed, the grants compared as a set (a sold offer refuses a change of them)', () => {
    expect(editRequestOf(sold, draftOf(sold))).toEqual({});
    expect(editRequestOf(sold, { ...draftOf(sold), price: '90.00', shownOnPricing: false })).toEqual({
      price: 9000,
      shownOnPricing: false,
    });
  });
});
