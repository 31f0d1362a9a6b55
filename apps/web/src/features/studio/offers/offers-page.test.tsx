import type { StudioOffer, StudioOfferList } from '@releve/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAlone } from '../../../testing/render-app';
import OffersPage from './OffersPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const offer = (over: Partial<StudioOffer>): StudioOffer => ({
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
  position: 1,
  special: false,
  sold: true,
  subscribers: 3,
  stripePriceId: null,
  ...over,
});
const answer: StudioOfferList = {
  offers: [
    offer({}),
    offer({
      id: 'C100010',
      key: 'summer-pass',
      title: 'Summer Pass',
      kind: 'one-time',
      periodCount: 2,
      price: 4000,
      grantsProducts: ['on-demand'],
      shownOnPricing: false,
      position: 2,
      sold: false,
      subscribers: 0,
    }),
    offer({
      id: 'C100011',
      key: 'old-pass',
      title: 'Old Pass',
      kind: 'one-time',
      grantsProducts: ['live'],
      active: false,
      position: 3,
    }),
  ],
  stripe: false,
};

function renderPage(sent: { path: string; init?: RequestInit }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      sent.push({ path, init });
      if (init?.method === 'PUT') return new Response(JSON.stringify({ offers: answer.offers }));
      if (init?.method && init.method !== 'GET')
        return new Response(JSON.stringify({ offer: answer.offers[0] }));
      return new Response(JSON.stringify(answer));
    }),
  );
  renderPageAlone(<OffersPage />);
}

describe('the Offers page', () => {
  it('lists each offer with its price, grants, state and subscribers', async () => {
    renderPage([]);
    const table = within(await screen.findByTestId('offers-table'));
    expect(table.getByText('$80.00 / month')).toBeTruthy();
    expect(table.getByText('$40.00 for 2 months')).toBeTruthy();
    expect(table.getByText('Live classes, On-demand classes')).toBeTruthy();
    expect(table.getByText('On pricing')).toBeTruthy();
    expect(table.getByText('Hidden')).toBeTruthy();
    expect(table.getByText('Retired')).toBeTruthy();
    expect(table.getByRole('button', { name: 'Sell Old Pass again' })).toBeTruthy();
  });

  it('shows a bought offer’s fixed terms read-only and sends only the new price', async () => {
    const sent: { path: string; init?: RequestInit }[] = [];
    renderPage(sent);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Unlimited Monthly' }));
    const dialog = within(screen.getByTestId('offer-dialog'));
    expect(dialog.getByText(/has been bought/)).toBeTruthy();
    expect((dialog.getByLabelText('Currency') as HTMLSelectElement).disabled).toBe(true);
    expect((dialog.getByLabelText('Renews every') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(dialog.getByLabelText('Price'), { target: { value: '90' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((call) => call.init?.method === 'PATCH')).toBe(true));
    const patch = sent.find((call) => call.init?.method === 'PATCH');
    expect(patch?.path).toBe('/api/studio/offers/S100005');
    expect(JSON.parse(String(patch?.init?.body))).toEqual({ price: 9000 });
  });

  it('refuses a negative price and trial days out of range beside their fields, sending nothing', async () => {
    const sent: { path: string; init?: RequestInit }[] = [];
    renderPage(sent);
    fireEvent.click(await screen.findByRole('button', { name: 'New offer' }));
    const dialog = within(screen.getByTestId('offer-dialog'));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Studio Monthly' } });
    fireEvent.change(dialog.getByLabelText(/^Key/), { target: { value: 'studio-monthly' } });
    fireEvent.change(dialog.getByLabelText('Kind'), { target: { value: 'subscription' } });
    fireEvent.change(dialog.getByLabelText('Price'), { target: { value: '-5' } });
    fireEvent.change(dialog.getByLabelText(/Free trial/), { target: { value: '120' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create offer' }));
    expect(await dialog.findByText('must be at least 0')).toBeTruthy();
    expect(dialog.getByText('must be at most 90')).toBeTruthy();
    expect(sent.filter((call) => call.init?.method === 'POST')).toHaveLength(0);
  });

  it('moves an offer with the Move menu and sends every id in the new order', async () => {
    const sent: { path: string; init?: RequestInit }[] = [];
    renderPage(sent);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Summer Pass' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(sent.some((call) => call.init?.method === 'PUT')).toBe(true));
    const put = sent.find((call) => call.init?.method === 'PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ ids: ['C100010', 'S100005', 'C100011'] });
  });

  it('asks before retiring a pass, with a reason for the log', async () => {
    const sent: { path: string; init?: RequestInit }[] = [];
    renderPage(sent);
    fireEvent.click(await screen.findByRole('button', { name: 'Retire Summer Pass' }));
    const dialog = within(screen.getByTestId('offer-retire'));
    expect(dialog.getByText(/Everyone who bought it keeps what they bought/)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/Why/), { target: { value: 'Summer is over' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(sent.some((call) => call.path.endsWith('/retire'))).toBe(true));
    const retire = sent.find((call) => call.path.endsWith('/retire'));
    expect(retire?.path).toBe('/api/studio/offers/C100010/retire');
    expect(JSON.parse(String(retire?.init?.body))).toEqual({ reason: 'Summer is over' });
  });
});
