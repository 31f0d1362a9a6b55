import type { StudioCoupon, StudioCouponList } from '@releve/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAlone } from '../../../testing/render-app';
import CouponsPage from './CouponsPage';
import { createRequestOf, draftOf, editRequestOf, emptyDraft, validUntilOf } from './coupon-draft';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const coupon = (over: Partial<StudioCoupon>): StudioCoupon => ({
  code: 'PLIE-20',
  kind: 'percent',
  percentOff: 20,
  amountOff: null,
  duration: 'repeating',
  durationPeriods: 3,
  offerKeys: ['on-demand'],
  validFrom: null,
  validUntil: null,
  customers: 'new',
  maxRedemptions: 100,
  timesRedeemed: 4,
  active: true,
  batchId: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
const answer: StudioCouponList = {
  coupons: [
    coupon({}),
    coupon({
      code: 'BARRE5',
      kind: 'amount',
      percentOff: null,
      amountOff: 500,
      duration: 'once',
      durationPeriods: null,
      offerKeys: [],
      customers: 'everyone',
      maxRedemptions: 1,
      timesRedeemed: 1,
    }),
  ],
  total: 2,
  offers: [
    {
      key: 'on-demand',
      title: 'On-Demand Monthly',
      kind: 'subscription',
      period: 'month',
      currency: 'USD',
      active: true,
    },
  ],
};

function renderPage(sent: { path: string; init?: RequestInit }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      sent.push({ path, init });
      if (init?.method === 'POST') return new Response(JSON.stringify({ coupons: [] }), { status: 201 });
      return new Response(JSON.stringify(answer));
    }),
  );
  renderPageAlone(<CouponsPage />);
}

describe('the Coupons page', () => {
  it('lists each coupon with its discount, offers, customers, uses and state', async () => {
    const sent: { path: string }[] = [];
    renderPage(sent);
    const table = within(await screen.findByTestId('coupons-table'));
    expect(sent[0]?.path).toBe('/api/studio/coupons?show=current');
    expect(table.getByText('20% off, first 3 payments')).toBeTruthy();
    expect(table.getByText('$5.00 off, first payment')).toBeTruthy();
    expect(table.getByText('On-Demand Monthly')).toBeTruthy();
    expect(table.getByText('New customers')).toBeTruthy();
    expect(table.getByText('4 of 100')).toBeTruthy();
    expect(table.getByText('Used up')).toBeTruthy();
  });

  it("shows a used coupon's discount read-only in its editor", async () => {
    renderPage([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit PLIE-20' }));
    const dialog = within(screen.getByTestId('coupon-dialog'));
    expect((dialog.getByLabelText('Code') as HTMLInputElement).readOnly).toBe(true);
    expect((dialog.getByLabelText('Percent off') as HTMLInputElement).readOnly).toBe(true);
    expect(dialog.getByText(/Used already/)).toBeTruthy();
  });

  it("checks the form with the API's schema before sending: 150% is refused beside its field", async () => {
    const sent: { path: string; init?: RequestInit }[] = [];
    renderPage(sent);
    fireEvent.click(await screen.findByRole('button', { name: 'New coupon' }));
    const dialog = within(screen.getByTestId('coupon-dialog'));
    fireEvent.change(dialog.getByLabelText('Code'), { target: { value: 'spring' } });
    fireEvent.change(dialog.getByLabelText('Percent off'), { target: { value: '150' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await dialog.findByText('must be at most 100');
    expect(sent.some((one) => one.init?.method === 'POST')).toBe(false);
    fireEvent.change(dialog.getByLabelText('Percent off'), { target: { value: '15' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(sent.some((one) => one.init?.method === 'POST')).toBe(true));
    const body = JSON.parse(String(sent.find((one) => one.init?.method === 'POST')?.init?.body));
    expect(body).toMatchObject({
      codes: { kind: 'single', code: 'SPRING' },
      kind: 'percent',
      percentOff: 15,
    });
  });
});

describe('the coupon form', () => {
  it('sends an amount in cents, the periods only for a repeating coupon, and the last day whole', () => {
    const request = createRequestOf({
      ...emptyDraft,
      code: 'BARRE5',
      kind: 'amount',
      amount: '12.50',
      duration: 'forever',
      lastDay: '2027-03-31',
    });
    expect(request).toMatchObject({
      kind: 'amount',
      amountOff: 1250,
      percentOff: null,
      durationPeriods: null,
    });
    expect(request.validUntil).toBe(validUntilOf('2027-03-31'));
    expect(new Date(request.validUntil ?? '').getDate()).toBe(1);
  });

  it('edits only what changed', () => {
    const before = coupon({ validUntil: validUntilOf('2027-03-31') });
    const draft = draftOf(before);
    expect(draft.lastDay).toBe('2027-03-31');
    expect(editRequestOf(before, draft)).toEqual({});
    expect(editRequestOf(before, { ...draft, maxRedemptions: '' })).toEqual({ maxRedemptions: null });
  });
});
