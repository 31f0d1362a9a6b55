import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadPage, renderApp } from '../../../testing/render-app';
import { holdPageLeaves, json, refusal, stubBillingApi } from '../billing-api-stub';

await preloadPage('sandbox-checkout');

const SESSION = 'cs_sbx_0123456789abcdef0123456789abcdef';
const session = {
  sessionId: SESSION,
  siteName: 'Test Studio',
  offerTitle: 'On-Demand Monthly',
  mode: 'subscription',
  amount: 0,
  recurring: { amount: 2500, period: 'month', count: 1 },
  currency: 'USD',
  trialDays: 7,
  email: 'anna@example.test',
  status: 'open',
  cancelUrl: 'http://localhost/pricing?u=payment-cancelled&orderId=ord_1',
  requireUSAddress: false,
};

/** A one-off payment of $25. */
const payment = { mode: 'payment', amount: 2500, recurring: null, trialDays: 0 };

const leaves = holdPageLeaves();

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText('Cardholder name'), { target: { value: 'Anna Pavlova' } });
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/35' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
}

describe('the sandbox checkout page', () => {
  it('shows what is bought, the trial, the e-mail and the test cards, and pays', async () => {
    const state = stubBillingApi(null, {
      [`GET /api/sandbox/sessions/${SESSION}`]: () => json(session),
      [`POST /api/sandbox/sessions/${SESSION}/pay`]: () =>
        json({ status: 'succeeded', redirectUrl: '/?u=finalize-payment&orderId=ord_1' }),
    });
    renderApp(`/checkout/sandbox/${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'Test Studio', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('sandbox-offer').textContent).toBe('On-Demand Monthly');
    expect(screen.getByTestId('sandbox-amount').textContent).toBe('7 days free, then $25.00/month');
    expect(screen.getByText('anna@example.test')).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();
    expect(screen.getByText('4000 0025 0000 3155')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel and return to Test Studio' }).getAttribute('href')).toBe(
      session.cancelUrl,
    );
    fillCard('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: 'Start trial' }));
    await waitFor(() => expect(leaves.assign).toHaveBeenCalledWith('/?u=finalize-payment&orderId=ord_1'));
    expect(state.calls.find((call) => call.method === 'POST' && call.path.endsWith('/pay'))?.body).toEqual({
      cardName: 'Anna Pavlova',
      cardNumber: '4242424242424242',
      cvc: '123',
      expMonth: 12,
      expYear: 2035,
    });
  });

  it('asks for a US shipping address first when the purchase ships, and sends it with the card', async () => {
    const state = stubBillingApi(null, {
      [`GET /api/sandbox/sessions/${SESSION}`]: () =>
        json({ ...session, ...payment, requireUSAddress: true }),
      [`POST /api/sandbox/sessions/${SESSION}/pay`]: () =>
        json({ status: 'succeeded', redirectUrl: '/?u=finalize-payment&orderId=ord_1' }),
    });
    renderApp(`/checkout/sandbox/${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'Shipping address' })).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Full name', 'Anna Pavlova');
    type('Address', '30 Lincoln Center Plaza');
    type('City', 'New York');
    type('State (e.g. NY)', 'ny');
    type('ZIP code', '1002');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('must be a US ZIP code')).toBeTruthy();
    type('ZIP code', '10023');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Ships to 30 Lincoln Center Plaza, New York, NY 10023')).toBeTruthy();
    fillCard('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    await waitFor(() => expect(leaves.assign).toHaveBeenCalledWith('/?u=finalize-payment&orderId=ord_1'));
    expect(
      state.calls.find((call) => call.method === 'POST' && call.path.endsWith('/pay'))?.body,
    ).toMatchObject({
      cardNumber: '4242424242424242',
      shipping: {
        name: 'Anna Pavlova',
        line1: '30 Lincoln Center Plaza',
        city: 'New York',
        state: 'NY',
        zip: '10023',
      },
    });
  });

  it('asks for the confirmation step, then follows the answer', async () => {
    const state = stubBillingApi(null, {
      [`GET /api/sandbox/sessions/${SESSION}`]: () => json({ ...session, ...payment }),
      [`POST /api/sandbox/sessions/${SESSION}/pay`]: () => json({ status: 'requires_action' }),
      [`POST /api/sandbox/sessions/${SESSION}/confirm`]: () =>
        json({ status: 'declined', redirectUrl: '/?u=payment-error&message=declined' }),
    });
    renderApp(`/checkout/sandbox/${SESSION}`);
    await screen.findByRole('heading', { name: 'Test Studio', level: 1 });
    fillCard('4000002500003155');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    expect(await screen.findByRole('heading', { name: 'Confirm this payment' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(leaves.assign).toHaveBeenCalledWith('/?u=payment-error&message=declined'));
    expect(state.calls.find((c) => c.path.endsWith('/confirm'))?.body).toEqual({ approve: false });
  });

  it("sends a declined card back to the site's payment-error view with the bank's words", async () => {
    stubBillingApi(null, {
      [`GET /api/sandbox/sessions/${SESSION}`]: () => json(session),
      [`POST /api/sandbox/sessions/${SESSION}/pay`]: () =>
        json({ status: 'declined', message: 'Your card was declined.' }),
    });
    renderApp(`/checkout/sandbox/${SESSION}`);
    await screen.findByRole('heading', { name: 'Test Studio', level: 1 });
    fillCard('4000000000000002');
    fireEvent.click(screen.getByRole('button', { name: 'Start trial' }));
    await waitFor(() =>
      expect(leaves.assign).toHaveBeenCalledWith(
        'http://localhost/pricing?u=payment-error&message=Your+card+was+declined.',
      ),
    );
  });

  it('shows a first month a coupon makes free as $0.00 now, then the monthly price, and pays $0.00', async () => {
    stubBillingApi(null, {
      [`GET /api/sandbox/sessions/${SESSION}`]: () => json({ ...session, trialDays: 0 }),
    });
    renderApp(`/checkout/sandbox/${SESSION}`);
    expect((await screen.findByTestId('sandbox-amount')).textContent).toBe('$0.00 now, then $25.00/month');
    expect(screen.getByRole('button', { name: 'Pay $0.00' })).toBeTruthy();
  });

  it('says how many more payments a coupon for some months discounts, then the full price', async () => {
    stubBillingApi(null, {
      [`GET /api/sandbox/sessions/${SESSION}`]: () =>
        json({ ...session, trialDays: 0, amount: 2000, discountedRenewals: { amount: 2000, count: 2 } }),
    });
    renderApp(`/checkout/sandbox/${SESSION}`);
    expect((await screen.findByTestId('sandbox-amount')).textContent).toBe(
      '$20.00 now, $20.00/month for 2 more payments, then $25.00/month',
    );
  });

  it('says when the session does not exist', async () => {
    stubBillingApi(null, {
      [`GET /api/sandbox/sessions/${SESSION}`]: () => refusal(404, 'Checkout session not found'),
    });
    renderApp(`/checkout/sandbox/${SESSION}`);
    expect(await screen.findByText('This checkout does not exist or has expired.')).toBeTruthy();
  });
});
