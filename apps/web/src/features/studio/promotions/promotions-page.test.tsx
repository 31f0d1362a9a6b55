import type { StudioPromotion, StudioPromotionList } from '@releve/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAlone } from '../../../testing/render-app';
import { draftOf, requestOf } from './PromotionDialog';
import PromotionsPage from './PromotionsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const promotion = (over: Partial<StudioPromotion>): StudioPromotion => ({
  id: 'black-friday',
  kind: 'promo-pricing',
  title: 'Black Friday',
  startsAt: '2020-11-27T10:00:00.000Z',
  endsAt: '2099-12-02T10:00:00.000Z',
  startsAtLocal: '2020-11-27T05:00',
  endsAtLocal: '2099-12-02T05:00',
  offerKeys: ['on-demand-annual'],
  giftOfferKey: 'on-demand-annual',
  couponCode: null,
  gifts: [{ id: 'calendar', title: '2025 Calendar', stock: 40, claimed: 12, left: 28 }],
  used: true,
  ...over,
});
const answer: StudioPromotionList = {
  promotions: [
    promotion({}),
    promotion({
      id: 'spring',
      title: 'Spring Sale',
      kind: 'new-year-sale',
      startsAt: '2099-03-01T10:00:00.000Z',
      startsAtLocal: '2099-03-01T05:00',
      gifts: [],
      used: false,
    }),
  ],
  timeZone: 'America/New_York',
  now: '2026-11-29T10:00',
  offers: [{ key: 'on-demand-annual', title: 'On-Demand Pass', active: true }],
};

function renderPage(sent: { path: string; init?: RequestInit }[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      sent.push({ path, init });
      if (init?.method === 'PATCH')
        return new Response(
          JSON.stringify({
            message: 'Invalid request. gifts.0.stock: The stock must be at least the 12 already given',
          }),
          { status: 400 },
        );
      return new Response(JSON.stringify(answer));
    }),
  );
  renderPageAlone(<PromotionsPage />);
}

describe('the Promotions page', () => {
  it('lists each promotion with its window, gifts given / in stock, state and the actions its state allows', async () => {
    renderPage([]);
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const running = within(table).getByRole('row', { name: /Black Friday/ });
    expect(within(running).getByText('2025 Calendar: 12 / 40')).toBeTruthy();
    expect(within(running).getByText('Running')).toBeTruthy();
    expect(within(running).getByRole('button', { name: 'End Black Friday now' })).toBeTruthy();
    // Used: ended, never deleted.
    expect(within(running).queryByRole('button', { name: 'Delete Black Friday' })).toBeNull();
    const upcoming = within(table).getByRole('row', { name: /Spring Sale/ });
    expect(within(upcoming).getByText('Upcoming')).toBeTruthy();
    expect(within(upcoming).queryByRole('button', { name: /^End/ })).toBeNull();
    expect(within(upcoming).getByRole('button', { name: 'Delete Spring Sale' })).toBeTruthy();
  });

  it('shows the server’s refusal of a stock below what was given beside the stock field', async () => {
    const sent: { path: string; init?: RequestInit }[] = [];
    renderPage(sent);
    const table = await screen.findByRole('table', { name: 'Promotions' });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Black Friday' }));
    const dialog = await screen.findByTestId('promotion-dialog');
    fireEvent.change(within(dialog).getByLabelText('Stock of 2025 Calendar'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByText('The stock must be at least the 12 already given')).toBeTruthy(),
    );
    const patch = sent.find((each) => each.init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.init?.body)).gifts).toEqual([{ id: 'calendar', stock: 5 }]);
  });

  it('refuses a negative stock before sending anything', async () => {
    const sent: { path: string; init?: RequestInit }[] = [];
    renderPage(sent);
    const table = await screen.findByRole('table', { name: 'Promotions' });
    fireEvent.click(within(table).getByRole('button', { name: 'Edit Black Friday' }));
    const dialog = await screen.findByTestId('promotion-dialog');
    fireEvent.change(within(dialog).getByLabelText('Stock of 2025 Calendar'), { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByText('must be 0 or more')).toBeTruthy());
    expect(sent.some((each) => each.init?.method === 'PATCH')).toBe(false);
  });
});

describe('a promotion draft', () => {
  it('sends an empty stock as not counted and an empty gift offer or code as none', () => {
    const draft = { ...draftOf(promotion({})), giftOfferKey: '', couponCode: ' ' };
    draft.gifts = { calendar: '', 'five-day-passes': '3' };
    expect(requestOf(draft)).toMatchObject({
      giftOfferKey: null,
      couponCode: null,
      gifts: [
        { id: 'five-day-passes', stock: 3 },
        { id: 'calendar', stock: null },
      ],
    });
  });
});
