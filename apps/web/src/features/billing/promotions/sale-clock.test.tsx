import type { Promotion } from '@releve/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubBillingApi } from '../billing-api-stub';
import { ensureBillingTexts } from '../texts';
import HomeSaleGate from './HomeSaleGate';
import { SaleCountdown } from './SaleCountdown';

// The new-year sale's clock (§2, §4): checked every second, one second around the start and the end.
const start = Date.UTC(2026, 11, 31, 5);
const end = Date.UTC(2027, 0, 7, 5);
const sale: Promotion = {
  id: 'new-year-sale',
  kind: 'new-year-sale',
  title: 'New Year Sale',
  startTime: start,
  endTime: end,
  offerKeys: ['on-demand-annual'],
  giftOfferKey: null,
  couponCode: null,
  gifts: [],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  ensureBillingTexts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const tick = () => act(() => vi.advanceTimersByTime(1_000));

describe('SaleCountdown', () => {
  it('counts to the start, turns to "Offers end in" at the start, and goes at the end', async () => {
    vi.setSystemTime(start - 2_000);
    render(<SaleCountdown sale={sale} />);
    expect(screen.getByRole('heading', { name: 'Offers starting in' })).toBeTruthy();
    expect(screen.getByTestId('sale-countdown').textContent).toBe(
      'Offers starting in00days00hours00minutes02seconds',
    );
    tick();
    expect(screen.getByTestId('sale-countdown').textContent).toContain('01second');
    tick();
    expect(screen.getByRole('heading', { name: 'Offers end in' })).toBeTruthy();
    expect(screen.getByTestId('sale-countdown').textContent).toBe(
      'Offers end in07days00hours00minutes00seconds',
    );
    act(() => vi.setSystemTime(end - 1_000));
    tick();
    expect(screen.queryByTestId('sale-countdown')).toBeNull();
  });
});

describe('HomeSaleGate (the home row new-year-sale)', () => {
  it('shows the row only while the sale runs, rechecked every second', async () => {
    stubBillingApi(null, { 'GET /api/promotions': () => json({ promotions: [sale] }) });
    vi.setSystemTime(start - 2_000);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HomeSaleGate>{(found) => <a href={found.href}>{found.title} row</a>}</HomeSaleGate>
      </QueryClientProvider>,
    );
    // The promotions arrive (timeouts are real here: only the clock and the intervals are fake).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetch).toHaveBeenCalled();
    tick(); // one second before the start
    expect(Date.now()).toBe(start - 1_000);
    expect(screen.queryByText('New Year Sale row')).toBeNull();
    tick(); // the start
    expect((await screen.findByText('New Year Sale row')).getAttribute('href')).toBe(
      '/pricing?t=new-year-sale',
    );
    act(() => vi.setSystemTime(end - 2_000));
    tick(); // one second before the end
    expect(Date.now()).toBe(end - 1_000);
    expect(screen.getByText('New Year Sale row')).toBeTruthy();
    tick(); // the end
    expect(screen.queryByText('New Year Sale row')).toBeNull();
  });

  it("shows a running promotional page under the studio's title, linking to it", async () => {
    const blackFriday: Promotion = {
      ...sale,
      id: 'black-friday-2026',
      kind: 'promo-pricing',
      title: 'Black Friday',
    };
    stubBillingApi(null, { 'GET /api/promotions': () => json({ promotions: [blackFriday] }) });
    vi.setSystemTime(start);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <HomeSaleGate>{(found) => <a href={found.href}>{found.title} row</a>}</HomeSaleGate>
      </QueryClientProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    tick();
    expect((await screen.findByText('Black Friday row')).getAttribute('href')).toBe(
      '/promotions/black-friday-2026',
    );
  });
});
