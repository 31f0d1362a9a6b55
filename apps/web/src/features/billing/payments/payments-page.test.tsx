import type { PaymentMethod, Subscription, Transaction } from '@releve/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../../testing/profiles';
import { preloadPage, renderApp } from '../../../testing/render-app';
import { demoOffers, json, refusal, stubBillingApi } from '../billing-api-stub';
import { formatBillingDate } from './billing-dates';

await Promise.all([
  preloadPage('payments'),
  import('../views/UnsubscribeView'),
  import('../views/RenewSubscriptionView'),
  import('../views/UpgradeSubscriptionView'),
  import('../views/EditCardView'),
  import('../views/PaymentMethodView'),
  import('../views/PaymentMethodSuccessView'),
]);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const DAY = 86_400_000;
const product = (isRecurring: boolean) => ({
  type: 'on-demand' as const,
  createdAt: new Date(Date.now() - DAY).toISOString(),
  expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
  isRecurring,
});
const subscriber = testProfile({ user: { products: [product(true)] } });
const passHolder = testProfile({ user: { products: [product(true), product(false)] } });

const periodEnd = new Date(Date.now() + 20 * DAY).toISOString();
const active: Subscription = {
  subscriptionId: 'sub_1',
  offerId: 'S1',
  offerTitle: 'On-Demand Monthly',
  status: 'active',
  expiresAt: periodEnd,
  nextPaymentAt: periodEnd,
  nextPaymentPrice: 2500,
  nextPaymentCurrency: 'USD',
  price: 2500,
  currency: 'USD',
  period: 'month',
  gateway: 'sandbox',
  pendingSwitchId: null,
  pendingSwitch: null,
  graceUntil: null,
  endedByPass: false,
};
const pendingUnlimited = {
  pendingSwitchId: 'S5',
  nextPaymentPrice: 8000,
  pendingSwitch: {
    offerId: 'S5',
    offerTitle: 'Unlimited Monthly',
    price: 8000,
    period: 'month' as const,
    startsAt: periodEnd,
  },
};
const cancelled: Subscription = {
  ...active,
  status: 'cancelled',
  nextPaymentAt: null,
  nextPaymentPrice: null,
};
const card: PaymentMethod = {
  id: 'pm_1',
  methodName: 'card',
  provider: 'sandbox',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2030,
};
const paid: Transaction = {
  transactionId: 'txn_1',
  offerTitle: 'On-Demand Monthly',
  amount: 2500,
  currency: 'USD',
  status: 'succeeded',
  createdAt: '2026-11-22T09:30:00.000Z',
  method: 'card',
};

function server(profile = subscriber, subscription: Subscription | null = active, extra = {}) {
  let current = subscription;
  return stubBillingApi(profile, {
    'GET /api/billing/subscription': () =>
      current ? json(current) : refusal(404, 'user has no active subscription'),
    'GET /api/billing/transactions': () => json([paid]),
    'GET /api/billing/payment-method': () => json(card),
    'GET /api/offers': () => json({ offers: demoOffers }),
    'POST /api/billing/subscription/cancel': () => {
      current = cancelled;
      return json({ subscription: cancelled });
    },
    'POST /api/billing/subscription/renew': () => {
      current = active;
      return json({ subscription: active });
    },
    ...extra,
  });
}

const subscriptionReads = (state: ReturnType<typeof server>) =>
  state.calls.filter((call) => call.method === 'GET' && call.path === '/api/billing/subscription').length;

describe('/u/payments', () => {
  it('shows the next payment, the card and the transactions; cancels, then reads the subscription again 2 s later', async () => {
    const state = server();
    renderApp('/u/payments');
    expect(await screen.findByText(`Next payment: $25.00 on ${formatBillingDate(periodEnd)}`)).toBeTruthy();
    expect(screen.getByText('Visa ending in 4242, expires 04/2030')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Receipt for On-Demand Monthly/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const view = within(await screen.findByRole('dialog', { name: 'Cancel subscription' }));
    expect(
      await view.findByText(
        `You keep access until ${formatBillingDate(periodEnd)}; nothing more is charged.`,
      ),
    ).toBeTruthy();
    const before = subscriptionReads(state);
    fireEvent.click(view.getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await view.findByText(
        `Your subscription is cancelled. You keep access until ${formatBillingDate(periodEnd)}.`,
      ),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(subscriptionReads(state)).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(subscriptionReads(state)).toBe(before + 1));
  });

  it('asks why in the same step, both answers optional, and sends what the member chose (decision 050)', async () => {
    const state = server();
    renderApp('/u/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const view = within(await screen.findByRole('dialog', { name: 'Cancel subscription' }));
    // The view is a lazy part of its own: the first to open it in this module graph waits for it.
    const reasons = await view.findByRole('group', {
      name: 'Would you tell us why you are leaving? (optional)',
    });
    fireEvent.click(within(reasons).getByRole('radio', { name: "I'm taking a break" }));
    fireEvent.click(view.getByRole('button', { name: 'Clear my choice' }));
    expect(within(reasons).getByRole('radio', { name: "I'm taking a break" })).toHaveProperty(
      'checked',
      false,
    );
    fireEvent.click(within(reasons).getByRole('radio', { name: 'It costs too much' }));
    fireEvent.change(view.getByRole('textbox', { name: /Anything you would like the studio to know\?/ }), {
      target: { value: '  Prices went up  ' },
    });
    fireEvent.click(view.getByRole('button', { name: 'Cancel subscription' }));
    await view.findByText(/^Your subscription is cancelled\./);
    const sent = state.calls.filter((call) => call.path === '/api/billing/subscription/cancel');
    expect(sent.map((call) => call.body)).toEqual([{ reason: 'too-expensive', text: 'Prices went up' }]);
  });

  it('offers a pause instead in the same step when the studio does, and resumes it from the page (issue 35)', async () => {
    const resumesAt = '2027-03-01T00:00:00.000Z';
    const paused: Subscription = {
      ...active,
      pausedUntil: resumesAt,
      nextPaymentAt: resumesAt,
      canPause: false,
    };
    let current: Subscription = { ...active, canPause: true };
    const state = server(subscriber, current, {
      'GET /api/billing/subscription': () => json(current),
      'POST /api/billing/subscription/pause': () => {
        current = paused;
        return json({ subscription: paused });
      },
      'POST /api/billing/subscription/resume': () => {
        current = active;
        return json({ subscription: active });
      },
    });
    renderApp('/u/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const view = within(await screen.findByRole('dialog', { name: 'Cancel subscription' }));
    expect(await view.findByText('Rather take a break?')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Pause for 2 months' }));
    expect(
      await view.findByText(
        `Your subscription is paused. You keep access until ${formatBillingDate(periodEnd)}; it renews on ${formatBillingDate(resumesAt)}.`,
      ),
    ).toBeTruthy();
    const pauses = state.calls.filter((call) => call.path === '/api/billing/subscription/pause');
    expect(pauses.map((call) => call.body)).toEqual([{ months: 2 }]);
    expect(state.calls.some((call) => call.path === '/api/billing/subscription/cancel')).toBe(false);
    fireEvent.click(view.getByText('Close', { exact: true }));

    expect(await screen.findByText(`Paused: renews on ${formatBillingDate(resumesAt)}.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume now' }));
    await waitFor(() =>
      expect(state.calls.some((call) => call.path === '/api/billing/subscription/resume')).toBe(true),
    );
  });

  it('says a paused member past the period paid is charged when resuming, and watches again at once', async () => {
    const ended = '2026-01-10T00:00:00.000Z';
    const resumesAt = '2099-03-01T00:00:00.000Z';
    server(subscriber, { ...active, expiresAt: ended, pausedUntil: resumesAt, nextPaymentAt: resumesAt });
    renderApp('/u/payments');
    expect(
      await screen.findByText(
        `Your access ended on ${formatBillingDate(ended)}. Resume now to pay $25.00 today and watch again at once.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/You keep access until/)).toBeNull();
  });

  it('offers no pause when the studio does not', async () => {
    server();
    renderApp('/u/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const view = within(await screen.findByRole('dialog', { name: 'Cancel subscription' }));
    await view.findByText(/You keep access until/);
    expect(view.queryByText('Rather take a break?')).toBeNull();
  });

  it("shows refunded, disputed and partly refunded payments, and the bank's confirmation link", async () => {
    const url = 'https://invoice.stripe.com/i/acct_test/test_in_1';
    server(
      subscriber,
      { ...active, gateway: 'stripe', paymentActionUrl: url },
      {
        'GET /api/billing/transactions': () =>
          json([
            { ...paid, transactionId: 'txn_r', status: 'refunded', refundedAmount: 2500 },
            { ...paid, transactionId: 'txn_d', status: 'disputed' },
            { ...paid, transactionId: 'txn_p', refundedAmount: 1000 },
          ]),
      },
    );
    renderApp('/u/payments');
    expect(await screen.findByText('Refunded')).toBeTruthy();
    expect(screen.getByText('Disputed')).toBeTruthy();
    expect(screen.getByText(/Paid · \$10\.00 refunded/)).toBeTruthy();
    expect(screen.getByText(/Your bank asks you to confirm your last payment/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Confirm payment' }).getAttribute('href')).toBe(url);
  });

  it('renews a cancelled subscription: the date and the price', async () => {
    server(subscriber, cancelled);
    renderApp('/u/payments');
    expect(
      await screen.findByText(`Cancelled: you keep access until ${formatBillingDate(periodEnd)}.`),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Renew subscription' }));
    const view = within(await screen.findByRole('dialog', { name: 'Renew subscription' }));
    fireEvent.click(await view.findByRole('button', { name: 'Renew subscription' }));
    expect(
      await view.findByText(`Your subscription renews on ${formatBillingDate(periodEnd)} for $25.00.`),
    ).toBeTruthy();
  });

  it('warns during the grace after a declined renewal', async () => {
    const graceUntil = new Date(Date.now() + 5 * DAY).toISOString();
    server(subscriber, { ...active, graceUntil });
    renderApp('/u/payments');
    expect((await screen.findByRole('alert')).textContent).toContain(
      `your access continues until ${formatBillingDate(graceUntil)}`,
    );
  });

  it('offers no billing action to a member whose on-demand access is a pass', async () => {
    server(passHolder);
    renderApp('/u/payments');
    expect(await screen.findByText(/billing changes are not available here/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit card' })).toBeNull();
  });

  it('says when the pass the subscriber bought ends the subscription (decision 026)', async () => {
    server(passHolder, { ...cancelled, endedByPass: true });
    renderApp('/u/payments');
    expect(
      await screen.findByText(
        `Ends on ${formatBillingDate(periodEnd)}: your on-demand pass takes over from then, so this subscription will not renew.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^Cancelled: you keep access/)).toBeNull();
  });

  it('says so when there is no subscription', async () => {
    server(subscriber, null);
    renderApp('/u/payments');
    expect(await screen.findByText('You have no active subscription.')).toBeTruthy();
  });

  it('switches plan: pending until the next period, read again 7.5 s later; an error shows the server’s words', async () => {
    const state = server(subscriber, active, {
      'POST /api/billing/subscription/switch': () =>
        json({
          subscription: { ...active, ...pendingUnlimited },
          direction: 'upgrade',
        }),
    });
    renderApp('/u/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Unlimited Monthly' }));
    const view = within(await screen.findByRole('dialog', { name: 'Upgrade subscription' }));
    expect(await view.findByText(/This is an upgrade: \$80\.00 per month/)).toBeTruthy();
    const before = subscriptionReads(state);
    fireEvent.click(view.getByRole('button', { name: 'Switch plan' }));
    expect(
      await view.findByText(`Your plan changes to Unlimited Monthly on ${formatBillingDate(periodEnd)}.`),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(7_400));
    expect(subscriptionReads(state)).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(subscriptionReads(state)).toBe(before + 1));
  });

  it('says from when the plan changes, and keeps the current plan when asked', async () => {
    let undone = 0;
    server(
      subscriber,
      { ...active, ...pendingUnlimited },
      {
        'POST /api/billing/subscription/switch/undo': () => {
          undone++;
          return json({ subscription: active });
        },
      },
    );
    renderApp('/u/payments');
    const note = await screen.findByTestId('pending-switch');
    expect(note.textContent).toContain(
      `From ${formatBillingDate(periodEnd)} your plan changes to Unlimited Monthly.`,
    );
    expect(note.textContent).toContain('Your payments will then be $80.00 per month.');
    expect(screen.queryByRole('button', { name: 'Switch to Unlimited Monthly' })).toBeNull();
    fireEvent.click(within(note).getByRole('button', { name: 'Keep On-Demand Monthly' }));
    await waitFor(() => expect(screen.queryByTestId('pending-switch')).toBeNull());
    expect(undone).toBe(1);
    expect(await screen.findByRole('button', { name: 'Switch to Unlimited Monthly' })).toBeTruthy();
  });

  it('shows the switch error view', async () => {
    server(subscriber, active, {
      'POST /api/billing/subscription/switch': () =>
        refusal(409, 'Failed to update subscription: No such subscription'),
    });
    renderApp('/u/payments?u=upgrade-subscription&offerId=S5');
    const view = within(await screen.findByRole('dialog', { name: 'Upgrade subscription' }));
    fireEvent.click(await view.findByRole('button', { name: 'Switch plan' }));
    expect(await view.findByText('Failed to update subscription: No such subscription')).toBeTruthy();
  });

  it('changes the card: payment-method, edit-card, payment-method-success', async () => {
    const state = server(subscriber, active, {
      'POST /api/billing/payment-method': () => json({ ...card, last4: '0341' }),
    });
    renderApp('/u/payments');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit card' }));
    let view = within(await screen.findByRole('dialog', { name: 'Payment method' }));
    fireEvent.click(await view.findByRole('button', { name: 'Edit card' }));
    view = within(await screen.findByRole('dialog', { name: 'Edit card' }));
    fireEvent.change(await view.findByLabelText(/Cardholder name/i), { target: { value: 'Anna Pavlova' } });
    fireEvent.change(view.getByLabelText(/Card number/i), { target: { value: '4000000000000341' } });
    fireEvent.change(view.getByLabelText(/Expir/i), { target: { value: '12/34' } });
    fireEvent.change(view.getByLabelText(/CVC/i), { target: { value: '123' } });
    fireEvent.click(view.getByRole('button', { name: 'Save card' }));
    view = within(await screen.findByRole('dialog', { name: 'Payment method updated' }));
    expect(await view.findByText(/ending in 0341/)).toBeTruthy();
    expect(
      state.calls.find((call) => call.method === 'POST' && call.path === '/api/billing/payment-method')?.body,
    ).toMatchObject({
      cardNumber: '4000000000000341',
      expMonth: 12,
      expYear: 2034,
    });
  });

  it('says which read failed in the words of §8, and reads again on Try again', async () => {
    let down = true;
    server(subscriber, active, {
      // Refusals (not retried, unlike a 5xx) keep the test quick; any failure reads the same.
      'GET /api/billing/subscription': () => (down ? refusal(403, 'Forbidden') : json(active)),
      'GET /api/billing/transactions': () => (down ? refusal(403, 'Forbidden') : json([paid])),
    });
    renderApp('/u/payments');
    expect(await screen.findByText('Unable to fetch customer subscriptions')).toBeTruthy();
    expect(screen.getByText('Failed to get transactions')).toBeTruthy();
    expect(screen.queryByText('Failed to get payment methods')).toBeNull();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Next payment: /)).toBeTruthy();
  });

  it('opens a receipt in a new window, and says "Couldn\'t parse receipt." when it cannot', async () => {
    const written: string[] = [];
    const opened = {
      document: { open() {}, write: (html: string) => written.push(html), close() {} },
      close: vi.fn(),
    };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    let fails = false;
    // The receipt's date is shown in the reader's own time zone: the page says which.
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    server(subscriber, active, {
      [`GET /api/billing/transactions/txn_1/receipt?tz=${zone}`]: () =>
        fails ? refusal(404, 'Transaction not found') : new Response('<h1>Receipt</h1>', { status: 200 }),
    });
    renderApp('/u/payments');
    const link = await screen.findByRole('button', { name: /Receipt for On-Demand Monthly/ });
    fireEvent.click(link);
    await waitFor(() => expect(written).toEqual(['<h1>Receipt</h1>']));
    fails = true;
    fireEvent.click(link);
    expect(await screen.findByText("Couldn't parse receipt.")).toBeTruthy();
    expect(opened.close).toHaveBeenCalled();
  });

  it('on Stripe, "Manage billing" asks for the Customer Portal (and says so when it cannot be opened)', async () => {
    let portal: Response = json({ success: true, data: { url: 'https://billing.stripe.test/session' } });
    const state = server(
      subscriber,
      { ...active, gateway: 'stripe' },
      {
        'GET /api/billing/payment-method': () => json({ ...card, provider: 'stripe' }),
        'POST /api/customer-portal/session': () => portal,
      },
    );
    renderApp('/u/payments');
    expect(await screen.findByText(/ending in 4242/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit card' })).toBeNull();
    portal = refusal(404, 'No Stripe customer');
    fireEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText('The billing page could not be opened.')).toBeTruthy();
    expect(state.calls.find((call) => call.path === '/api/customer-portal/session')?.body).toEqual({
      redirectUrl: window.location.href,
    });
  });
});
