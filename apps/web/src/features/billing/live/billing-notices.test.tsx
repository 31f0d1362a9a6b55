import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../../testing/profiles';
import { preloadPage, renderApp } from '../../../testing/render-app';
import { stubBillingApi } from '../billing-api-stub';

await Promise.all([preloadPage('home'), import('./BillingNotices')]);

afterEach(() => vi.unstubAllGlobals());

const member = testProfile({ membership: { isMember: true, isTrialEligible: false } });

/** The browser's EventSource, as the tab opens it; the test sends the server's events. */
function fakeEventSources() {
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
    send(type: string, data: object) {
      act(() => void this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) })));
    }
  }
  vi.stubGlobal('EventSource', FakeEventSource);
  return streams;
}

describe('billing news in an open tab', () => {
  it('shows a failed renewal in a signed-in tab, whatever page it is on, until dismissed', async () => {
    const streams = fakeEventSources();
    const state = stubBillingApi(member);
    renderApp('/');
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0]?.url).toBe('/api/billing/events');
    const profileReads = () => state.calls.filter((call) => call.path === '/api/users/me').length;
    const before = profileReads();
    streams[0]?.send('payment.failed', {
      type: 'payment.failed',
      message: 'The payment for your subscription was declined.',
    });
    const notice = within(await screen.findByRole('alert'));
    expect(notice.getByText("Your payment didn't go through")).toBeTruthy();
    expect(notice.getByText('The payment for your subscription was declined.')).toBeTruthy();
    expect(notice.getByRole('link', { name: 'Update your card' }).getAttribute('href')).toBe('/u/payments');
    // The tab reads the member's profile again: the inactive-subscription banner follows the server.
    await waitFor(() => expect(profileReads()).toBeGreaterThan(before));
    fireEvent.click(notice.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("links to the bank's confirmation page, and leaves a checkout's own events to its view", async () => {
    const streams = fakeEventSources();
    stubBillingApi(member);
    renderApp('/');
    await waitFor(() => expect(streams).toHaveLength(1));
    streams[0]?.send('payment.failed', { type: 'payment.failed', orderId: 'ord_1', message: 'Declined' });
    const url = 'https://invoice.stripe.com/i/acct_test/test_in_1';
    streams[0]?.send('payment.action_required', { type: 'payment.action_required', url });
    const notice = within(await screen.findByRole('alert'));
    expect(notice.getByText('Your bank asks you to confirm a payment')).toBeTruthy();
    expect(notice.getByRole('link', { name: 'Confirm payment' }).getAttribute('href')).toBe(url);
    expect(screen.queryByText('Declined')).toBeNull();
  });

  it('opens no stream for a visitor', async () => {
    const streams = fakeEventSources();
    stubBillingApi(null);
    renderApp('/');
    await screen.findByRole('main');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(streams).toHaveLength(0);
  });
});
