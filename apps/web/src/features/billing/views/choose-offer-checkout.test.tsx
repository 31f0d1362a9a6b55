import type { Order } from '@releve/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProfile } from '../../../testing/profiles';
import { preloadPage, renderApp } from '../../../testing/render-app';
import {
  demoOffers,
  holdPageLeaves,
  json,
  offerByKey,
  refusal,
  type StubbedCall,
  stubBillingApi,
} from '../billing-api-stub';

// The first render would otherwise wait for these lazy modules' transform.
await Promise.all([preloadPage('home'), import('./ChooseOfferView'), import('./CheckoutView')]);

const leaves = holdPageLeaves();

const nonMember = testProfile({ membership: { isTrialEligible: false } });
const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** The server's order for the checkout view: 8.25% tax inside the price, an optional fee, coupon SAVE10. */
function orderFor({ body }: StubbedCall, fee = 0): Response {
  const { key, coupon } = body as { key: string; coupon?: string };
  if (coupon && coupon !== 'SAVE10') return refusal(400, 'Invalid coupon code');
  const offer = { ...offerByKey(key), taxRate: 0.0825 };
  const discountAmount = coupon ? 1000 : 0;
  const total = offer.price - discountAmount;
  const order: Order = {
    offer,
    currency: offer.currency,
    totalPrice: total + fee,
    taxRate: offer.taxRate,
    requiredPaymentDetails: total + fee > 0,
    discount: { type: coupon ? 'coupon' : null, applied: !!coupon, periods: coupon ? 1 : 0 },
    priceBreakdown: {
      offerPrice: offer.price,
      discountAmount,
      paymentMethodFee: fee,
      taxValue: Math.round(total - total / 1.0825),
    },
  };
  return json(order);
}

function server(offers = demoOffers, fee = 0) {
  return stubBillingApi(nonMember, {
    'GET /api/offers': () => json({ offers }),
    'POST /api/checkout/order': (call) => orderFor(call, fee),
    'POST /api/checkout/session': () => json({ url: '/checkout/sandbox/cs_1', orderId: 'ord_1' }),
  });
}

describe('choose-offer', () => {
  it('asks for an offer, then goes on to checkout with the one chosen', async () => {
    server();
    renderApp('/?u=choose-offer');
    const view = await dialog('Choose an offer');
    fireEvent.click(await view.findByRole('button', { name: 'Continue' }));
    expect(await view.findByText('Please choose an offer')).toBeTruthy();
    expect(view.getByText('On-Demand Monthly')).toBeTruthy();
    expect(view.getByText('$25.00 per month')).toBeTruthy();
    fireEvent.click(view.getByLabelText('One-time purchase'));
    fireEvent.click(view.getByText('$79.80 for 6 months'));
    fireEvent.click(view.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.search).toBe('?u=checkout&offerId=C2'));
  });

  it('says when the offer in the link is not offered', async () => {
    server();
    renderApp('/?u=choose-offer&offerId=C6');
    const view = await dialog('Choose an offer');
    // The Day Pass Pack is for members only.
    expect(await view.findByText('This offer is not available. Please choose another one.')).toBeTruthy();
  });

  it('says "Failed to get offers" when they cannot be read, and reads them again on Try again', async () => {
    let down = true;
    stubBillingApi(nonMember, {
      'GET /api/offers': () => (down ? refusal(403, 'Forbidden') : json({ offers: demoOffers })),
    });
    renderApp('/?u=choose-offer');
    const view = await dialog('Choose an offer');
    expect(await view.findByText('Failed to get offers')).toBeTruthy();
    down = false;
    fireEvent.click(view.getByRole('button', { name: 'Try again' }));
    expect(await view.findByText('On-Demand Monthly')).toBeTruthy();
  });

  it('says when there is no pricing at all, with nothing to submit', async () => {
    server([]);
    renderApp('/?u=choose-offer');
    const view = await dialog('Choose an offer');
    expect(await view.findByText('no pricing available')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('checkout', () => {
  it('shows the price, the tax as a rounded percent, no fee row at 0, and the total', async () => {
    server();
    renderApp('/?u=checkout&offerId=C3');
    const view = await dialog('Checkout');
    const summary = within(await view.findByTestId('order-summary'));
    expect(summary.getByText('On-Demand Pass')).toBeTruthy();
    expect(summary.getByText('Tax (8%)')).toBeTruthy();
    expect(summary.getByText('$15.24')).toBeTruthy();
    expect(summary.queryByText('Payment method fee')).toBeNull();
    expect(summary.getByText('Total')).toBeTruthy();
    expect(summary.getAllByText('$200.00')).toHaveLength(2);
  });

  it('says "No order created" when the server fails, and its own words when it refuses', async () => {
    let answer = () => refusal(500, 'Internal Server Error');
    stubBillingApi(nonMember, {
      'GET /api/offers': () => json({ offers: demoOffers }),
      'POST /api/checkout/order': () => answer(),
    });
    renderApp('/?u=checkout&offerId=C3');
    const view = await dialog('Checkout');
    expect(await view.findByText('No order created')).toBeTruthy();
    expect(view.queryByText('Internal Server Error')).toBeNull();

    answer = () => refusal(409, 'Already have an active access');
    fireEvent.click(view.getByRole('button', { name: 'Change offer' }));
    fireEvent.click(await view.findByLabelText('One-time purchase'));
    fireEvent.click(view.getByText(/^\$200\.00/));
    fireEvent.click(view.getByRole('button', { name: 'Continue' }));
    expect(await view.findByText('Already have an active access')).toBeTruthy();
  });

  it('shows the payment-method fee when there is one', async () => {
    server(demoOffers, 150);
    renderApp('/?u=checkout&offerId=C3');
    const summary = within(await (await dialog('Checkout')).findByTestId('order-summary'));
    expect(summary.getByText('Payment method fee')).toBeTruthy();
    expect(summary.getByText('$1.50')).toBeTruthy();
    expect(summary.getByText('$201.50')).toBeTruthy();
  });

  it("refuses a bad coupon with the server's words, applies a good one, and pays with it", async () => {
    const state = server();
    renderApp('/?u=checkout&offerId=C3');
    const view = await dialog('Checkout');
    const coupon = await view.findByLabelText(/Coupon code/);
    fireEvent.change(coupon, { target: { value: 'NOPE' } });
    fireEvent.click(view.getByRole('button', { name: 'Apply' }));
    expect(await view.findByText('Invalid coupon code')).toBeTruthy();
    fireEvent.change(coupon, { target: { value: 'SAVE10' } });
    fireEvent.click(view.getByRole('button', { name: 'Apply' }));
    expect(await view.findByText('Coupon SAVE10 applied')).toBeTruthy();
    expect(view.getByText('−$10.00')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Pay $190.00' }));
    await waitFor(() => expect(leaves.assign).toHaveBeenCalledWith('/checkout/sandbox/cs_1'));
    expect(state.calls.find((call) => call.path === '/api/checkout/session')?.body).toMatchObject({
      key: 'on-demand-annual',
      coupon: 'SAVE10',
      hasTrial: false,
    });
  });

  it('sends an offer that is not offered back to choose-offer', async () => {
    server();
    renderApp('/?u=checkout&offerId=NOPE');
    const view = await dialog('Choose an offer');
    expect(await view.findByText('This offer is not available. Please choose another one.')).toBeTruthy();
  });
});
