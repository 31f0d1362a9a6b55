import type { OrderStatus } from '@releve/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../../testing/profiles';
import { preloadPage, renderApp } from '../../../testing/render-app';
import { json, stubBillingApi } from '../billing-api-stub';

await Promise.all([
  preloadPage('home'),
  preloadPage('my-account'),
  import('./FinalizePaymentView'),
  import('./WelcomeView'),
  import('./PaymentErrorView'),
  import('./PaymentCancelledView'),
]);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const member = testProfile({ membership: { isMember: true, isTrialEligible: false } });
const status = (overrides: Partial<OrderStatus>): OrderStatus => ({
  orderId: 'ord_1',
  status: 'open',
  kind: 'subscription',
  accessGranted: false,
  ...overrides,
});

/** The return page's server: finalize answers `finalized`, each look at the order the next of `looks`. */
function server(finalized: OrderStatus, looks: OrderStatus[] = []) {
  let look = 0;
  return stubBillingApi(member, {
    'POST /api/checkout/orders/ord_1/finalize': () => json(finalized),
    'GET /api/checkout/orders/ord_1': () => json(looks[Math.min(look++, looks.length - 1)] ?? finalized),
  });
}

const orderLooks = (state: ReturnType<typeof server>) =>
  state.calls.filter((call) => call.method === 'GET' && call.path === '/api/checkout/orders/ord_1').length;

describe('finalize-payment', () => {
  it('looks at the order every 3 s, 5 times, then says it is taking longer than usual', async () => {
    const state = server(status({ status: 'paid' }));
    renderApp('/?u=finalize-payment&orderId=ord_1');
    const view = within(await screen.findByRole('dialog', { name: 'Finalizing payment' }));
    expect(await view.findByText(/waiting for your payment to be confirmed/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(orderLooks(state)).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(orderLooks(state)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(orderLooks(state)).toBe(5);
    expect(await view.findByText(/taking longer than usual/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(orderLooks(state)).toBe(5);
    fireEvent.click(view.getByRole('button', { name: 'Check again' }));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(orderLooks(state)).toBe(6);
  });

  it('welcomes a new subscriber once access is granted, and closes after the 10 s countdown', async () => {
    const state = server(status({ status: 'paid' }), [
      status({ status: 'paid' }),
      status({ status: 'fulfilled', accessGranted: true }),
    ]);
    renderApp('/?u=finalize-payment&orderId=ord_1');
    expect(await screen.findByText(/waiting for your payment to be confirmed/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    const welcome = within(await screen.findByRole('dialog', { name: 'Welcome' }));
    expect(welcome.getByText('Welcome to Test Studio!')).toBeTruthy();
    expect(welcome.getByTestId('welcome-countdown').textContent).toBe('This window closes in 10 seconds.');
    // The profile was read again, so the chrome knows what was bought.
    expect(state.calls.filter((call) => call.path === '/api/users/me').length).toBeGreaterThan(1);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(welcome.getByTestId('welcome-countdown').textContent).toBe('This window closes in 1 second.');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
  });

  it('welcomes a new account, not a membership, after registration on a studio that sells nothing', async () => {
    server(status({ status: 'paid' }));
    renderApp('/?u=welcome&registered=1');
    const welcome = within(await screen.findByRole('dialog', { name: 'Welcome' }));
    expect(await welcome.findByText('Your account is ready. Enjoy the classes.')).toBeTruthy();
    expect(welcome.queryByText(/Your membership is active/)).toBeNull();
  });

  it('takes a one-off purchase to the account page', async () => {
    server(status({ status: 'fulfilled', kind: 'one-time', accessGranted: true }));
    renderApp('/?u=finalize-payment&orderId=ord_1');
    await waitFor(() => expect(window.location.pathname).toBe('/u/my-account'));
    expect(window.location.search).toBe('');
  });

  it('tells a buyer whose gift sold out a moment before, then goes on to the account page', async () => {
    server(
      status({ status: 'fulfilled', kind: 'one-time', accessGranted: true, giftMissed: '2027 Calendar' }),
    );
    renderApp('/?u=finalize-payment&orderId=ord_1');
    const view = within(await screen.findByRole('dialog', { name: 'Finalizing payment' }));
    expect(
      await view.findByText(/The last 2027 Calendar went to another dancer moments before you/),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    fireEvent.click(view.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(window.location.pathname).toBe('/u/my-account'));
  });

  it("shows a declined payment's message on payment-error", async () => {
    server(status({ status: 'failed', message: 'Your card was declined.' }));
    renderApp('/?u=finalize-payment&orderId=ord_1');
    const view = within(await screen.findByRole('dialog', { name: 'Payment error' }));
    expect(await view.findByText('Your card was declined.')).toBeTruthy();
  });

  it('says "Failed to make payment" when a failed order gives no reason', async () => {
    server(status({ status: 'failed' }));
    renderApp('/?u=finalize-payment&orderId=ord_1');
    const view = within(await screen.findByRole('dialog', { name: 'Payment error' }));
    expect(await view.findByText('Failed to make payment')).toBeTruthy();
  });

  it('says "Order is unknown" when the return link names no order', async () => {
    server(status({}));
    renderApp('/?u=finalize-payment');
    expect(await screen.findByText('Order is unknown')).toBeTruthy();
  });

  it('hears access.granted on the billing event stream without waiting for a look', async () => {
    const streams: FakeEventSource[] = [];
    class FakeEventSource extends EventTarget {
      static CLOSED = 2;
      readyState = 1;
      constructor(readonly url: string) {
        super();
        streams.push(this);
      }
      close() {
        this.readyState = 2;
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    let granted = false;
    stubBillingApi(member, {
      'POST /api/checkout/orders/ord_1/finalize': () => json(status({ status: 'paid' })),
      'GET /api/checkout/orders/ord_1': () =>
        json(status(granted ? { status: 'fulfilled', accessGranted: true } : { status: 'paid' })),
    });
    renderApp('/?u=finalize-payment&orderId=ord_1');
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]?.url).toBe('/api/billing/events');
    granted = true;
    const event = new MessageEvent('access.granted', {
      data: JSON.stringify({ type: 'access.granted', orderId: 'ord_1' }),
    });
    act(() => void streams[0]?.dispatchEvent(event));
    expect(await screen.findByRole('dialog', { name: 'Welcome' })).toBeTruthy();
    // The tab's one stream (decision 028): the checkout's wait heard it, and the tab keeps listening.
    expect(streams).toHaveLength(1);
    expect(streams[0]?.readyState).toBe(1);
  });
});

describe('a checkout that ended without access (decision 026)', () => {
  const expired = 'This checkout expired before it was paid. Nothing was charged.';
  const refused =
    'You already have a subscription, so this second one was not started. Your payment of $80.00 is refunded to your card.';

  it('says the checkout expired, not that the payment is taking longer than usual', async () => {
    server(status({ status: 'expired', message: expired }));
    renderApp('/?u=finalize-payment&orderId=ord_1');
    expect(await screen.findByText(expired)).toBeTruthy();
    expect(screen.queryByText(/taking longer than usual/)).toBeNull();
  });

  it('says a payment that came too late was refunded, when a look finds it', async () => {
    server(status({ status: 'paid' }), [status({ status: 'refused', message: refused })]);
    renderApp('/?u=finalize-payment&orderId=ord_1');
    expect(await screen.findByText(/waiting for your payment to be confirmed/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(await screen.findByText(refused)).toBeTruthy();
  });

  it('"Cancel and return" closes the order on the server and says nothing was charged', async () => {
    const state = stubBillingApi(member, {
      'POST /api/checkout/orders/ord_1/cancel': () =>
        json(status({ status: 'cancelled', message: 'You left the payment page. Nothing was charged.' })),
    });
    renderApp('/pricing?u=payment-cancelled&orderId=ord_1');
    expect(await screen.findByText('You left the payment page. Nothing was charged.')).toBeTruthy();
    expect(
      state.calls.some((call) => call.method === 'POST' && call.path === '/api/checkout/orders/ord_1/cancel'),
    ).toBe(true);
  });
});
