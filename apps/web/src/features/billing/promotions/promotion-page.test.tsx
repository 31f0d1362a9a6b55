import type { Promotion } from '@releve/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PURCHASED_PRODUCT_KEY } from '../../../app/use-url-params';
import { readLocal } from '../../../lib/storage';
import { testProfile } from '../../../testing/profiles';
import { preloadPage, renderApp } from '../../../testing/render-app';
import { demoOffers, holdPageLeaves, json, stubBillingApi } from '../billing-api-stub';

await preloadPage('promotion');

// The promotional page buys through the pricing page's useBuy (issue 32 item 15): what only a
// promotion's buy does (its name and gift in the checkout, a visitor brought back here) must stay.
const blackFriday: Promotion = {
  id: 'black-friday',
  kind: 'promo-pricing',
  title: 'Black Friday',
  startTime: Date.now() - 86_400_000,
  endTime: Date.now() + 86_400_000,
  offerKeys: ['on-demand-annual', 'on-demand', 'on-demand-flex'],
  giftOfferKey: 'on-demand-annual',
  couponCode: null,
  gifts: [
    { id: 'five-day-passes', title: '5 Day Passes', remaining: -1, requiresUSAddress: false },
    { id: 'calendar', title: '2025 Calendar', remaining: 40, requiresUSAddress: true },
  ],
};

const leaves = holdPageLeaves();

function promotionServer(profile: Parameters<typeof stubBillingApi>[0]) {
  return stubBillingApi(profile, {
    'GET /api/offers': () => json({ offers: demoOffers }),
    'GET /api/promotions': () => json({ promotions: [blackFriday] }),
    'GET /api/promos/black-friday': () => json({ data: { inspirationCollections: -1, calendars: 40 } }),
    'POST /api/checkout/session': () => json({ url: '/checkout/sandbox/cs_1', orderId: 'ord_1' }),
  });
}

const annualCard = async () =>
  within(
    (await screen.findByRole('heading', { name: 'On-Demand Pass', level: 2 })).closest(
      'article',
    ) as HTMLElement,
  );

describe("a promotion's page", () => {
  it('starts a checkout that names the promotion and the chosen gift, a calendar with a US address', async () => {
    const state = promotionServer(testProfile({ membership: { isTrialEligible: false } }));
    renderApp('/promotions/black-friday');
    const annual = await annualCard();
    fireEvent.click(annual.getByRole('radio', { name: /2025 Calendar/ }));
    fireEvent.click(annual.getByRole('button', { name: 'Buy Annual Pass' }));
    await waitFor(() => expect(leaves.assign).toHaveBeenCalledWith('/checkout/sandbox/cs_1'));
    expect(state.calls.find((call) => call.path === '/api/checkout/session')?.body).toMatchObject({
      key: 'on-demand-annual',
      hasTrial: false,
      promoType: 'black-friday',
      gift: 'calendar',
      requireUSAddress: true,
    });
  });

  it('sends a visitor to create an account over this page, with no product key kept for pricing', async () => {
    promotionServer(null);
    renderApp('/promotions/black-friday');
    fireEvent.click((await annualCard()).getByRole('button', { name: 'Buy Annual Pass' }));
    expect(await screen.findByRole('dialog', { name: 'Create account' })).toBeTruthy();
    expect(window.location.pathname).toBe('/promotions/black-friday');
    expect(readLocal(PURCHASED_PRODUCT_KEY)).toBeNull();
    expect(leaves.assign).not.toHaveBeenCalled();
  });
});
