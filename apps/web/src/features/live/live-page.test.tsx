import type { LiveClass, ScheduleAnswer } from '@releve/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoOffers } from '../../testing/offers';
import { testProfile } from '../../testing/profiles';
import { renderApp, stubApi } from '../../testing/render-app';

beforeAll(async () => {
  await import('./routes/LiveClassPage');
}, 30_000);
afterEach(() => vi.unstubAllGlobals());

const firstLoad = { timeout: 5000 };
const now = Date.now();
function liveClass(id: string, name: string, minutesFromNow: number): LiveClass {
  const start = new Date(Math.floor((now + minutesFromNow * 60_000) / 60_000) * 60_000);
  return {
    id,
    balletClassId: id,
    name,
    description: '',
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 45 * 60_000).toISOString(),
    duration: 45,
    pointe: 'N',
    pacing: 'Gentle',
    tags: [],
    classUrl: null,
    recordingMediaId: null,
  };
}
const schedule: ScheduleAnswer = {
  classes: [liveClass('1', 'On Air', -5), liveClass('2', 'Much Later', 20 * 60)],
  timeZone: 'UTC',
  dayNames: ['', '', '', '', '', '', ''],
};

/** The schedule for any window (the page asks for the days around today). */
function stubSchedule(profile: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(profile);
  const shell = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (path: string, init?: RequestInit) => {
    if (path.startsWith('/api/schedule/classes?')) return new Response(JSON.stringify(schedule));
    if (path === '/api/rsvps') return new Response(JSON.stringify({ rsvps: [] }));
    if (path === '/api/notify-recordings') return new Response(JSON.stringify({ notifyRecordings: [] }));
    if (path === '/api/offers') return new Response(JSON.stringify({ offers: demoOffers }));
    return (shell as (p: string, i?: RequestInit) => Promise<Response>)(path, init);
  });
  return fetchMock;
}

describe('live schedule page', () => {
  it('offers a visitor the Day Pass at her own price ($15, not $5), through an account first', async () => {
    stubSchedule(null);
    renderApp('/live-class');
    const card = await screen.findByRole('article', { name: 'On Air' }, firstLoad);
    const buy = await within(card).findByRole('link', { name: 'Join Live for $15' });
    expect(buy.getAttribute('href')).toBe('/pricing?u=create-account&pk=day-pass');
    expect(screen.getByTestId('live-access').textContent).toBe(
      'Join live classes with a Day Pass: $15 for 24 hours ($5 for members).',
    );
    expect(within(card).queryByRole('button', { name: 'Join' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'RSVP' })).toBeNull();
  });

  it("offers an On-Demand member without passes the members' $5 Day Pass", async () => {
    stubSchedule(testProfile({ membership: { isMember: true, isSubscriber: true } }));
    renderApp('/live-class');
    const card = await screen.findByRole('article', { name: 'On Air' }, firstLoad);
    const buy = await within(card).findByRole('link', { name: 'Join Live for $5' });
    expect(buy.getAttribute('href')).toBe('/pricing?pk=day-pass-member');
    expect(screen.getByTestId('live-access').textContent).toBe(
      'Live classes are $5 a day for members: a Day Pass gives you 24 hours of them.',
    );
  });

  it('gives a live member Join inside the window and a disabled button before it', async () => {
    stubSchedule(testProfile({ membership: { isLiveMember: true } }));
    renderApp('/live-class');
    const onAir = await screen.findByRole('article', { name: 'On Air' }, firstLoad);
    expect(within(onAir).getByRole('button', { name: 'Join' }).hasAttribute('disabled')).toBe(false);
    const later = screen.getByRole('article', { name: 'Much Later' });
    expect(
      within(later)
        .getByRole('button', { name: /^Join opens at/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.queryByRole('link', { name: /Join Live/ })).toBeNull();
  });

  it('offers a member holding day passes to use one, and says how many she has', async () => {
    stubSchedule(
      testProfile({
        membership: { isMember: true, canRedeemDayPass: true },
        user: { unusedDayPasses: 5 },
      }),
    );
    renderApp('/live-class');
    const card = await screen.findByRole('article', { name: 'On Air' }, firstLoad);
    expect(within(card).getByRole('button', { name: 'Use a day pass' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Join Live/ })).toBeNull();
    expect(screen.getByTestId('live-access').textContent).toBe(
      'You have 5 unused Day Passes: use one for 24 hours of live classes.',
    );
  });
});
