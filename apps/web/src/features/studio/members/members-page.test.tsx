import type { StudioMemberPage } from '@releve/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ConfigContext } from '../../../lib/config-context';
import { createQueryClient } from '../../../lib/query-client';
import { testConfig } from '../../../testing/render-app';
import MembersPage from './MembersPage';
import { memberListQueryOf } from './members-url';

afterEach(() => {
  // Unmounted first: the address put back must not send the list's request to a real server.
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const counts = {
  all: 3,
  trial: 1,
  subscription: 0,
  pass: 1,
  'day-passes': 1,
  'past-due': 1,
  cancelled: 0,
  paused: 0,
  'newsletter-pass': 0,
  none: 1,
};
const answer: StudioMemberPage = {
  members: [
    {
      id: 'u1',
      name: 'Pete Pastdue',
      email: 'pete@example.test',
      joinedAt: '2026-01-05T10:00:00.000Z',
      staffRole: null,
      segments: ['past-due'],
      subscription: {
        offerTitle: 'Monthly',
        status: 'past_due',
        nextChargeAt: null,
        periodEnd: '2026-11-20T10:00:00.000Z',
        cancelAtPeriodEnd: false,
        pausedUntil: null,
        graceUntil: '2026-12-04T10:00:00.000Z',
      },
      passUntil: null,
      dayPassesLeft: 0,
      renewingAccess: null,
    },
    {
      id: 'u2',
      name: 'Tina Trial',
      email: 'tina@example.test',
      joinedAt: '2026-02-01T10:00:00.000Z',
      staffRole: 'owner',
      segments: ['trial', 'day-passes'],
      subscription: null,
      passUntil: '2027-03-03T10:00:00.000Z',
      dayPassesLeft: 3,
      renewingAccess: { type: 'live', until: '2026-12-20T10:00:00.000Z' },
    },
  ],
  total: 3,
  counts,
  page: 1,
  pageSize: 25,
};

function renderPage(asked: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      return new Response(JSON.stringify(answer));
    }),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>
        <Router>
          <MembersPage />
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
}

it('shows each segment with its count, the one in the address pressed, and what each member holds', async () => {
  window.history.replaceState(null, '', '/?segment=past-due&q=pete&page=2');
  const asked: string[] = [];
  renderPage(asked);
  await screen.findByText('Pete Pastdue');
  expect(asked[0]).toBe('/api/studio/members?q=pete&segment=past-due&page=2');
  const segments = within(screen.getByTestId('member-segments'));
  expect(segments.getByRole('button', { name: 'Payment failed 1' }).getAttribute('aria-pressed')).toBe(
    'true',
  );
  expect(segments.getByRole('button', { name: 'All 3' }).getAttribute('aria-pressed')).toBe('false');
  expect(screen.getByText('Monthly, payment failed, access until Dec 4, 2026')).toBeTruthy();
  expect(
    screen.getByText(
      'Renewing live access, this period until Dec 20, 2026 · Pass until Mar 3, 2027 · 3 day passes left',
    ),
  ).toBeTruthy();
  expect(screen.getByText('Owner')).toBeTruthy();
  // The CSV is the filter, every page of it.
  expect(screen.getByTestId('members-csv').getAttribute('href')).toBe(
    '/api/studio/members.csv?q=pete&segment=past-due',
  );
});

it('asks for a segment from its first page when one is picked, and keeps it in the address', async () => {
  window.history.replaceState(null, '', '/?page=3');
  const asked: string[] = [];
  renderPage(asked);
  await screen.findByText('Tina Trial');
  fireEvent.click(screen.getByRole('button', { name: 'In trial 1' }));
  await waitFor(() => expect(asked).toContain('/api/studio/members?segment=trial'));
  expect(window.location.search).toBe('?segment=trial');
});

it('reads an address the API would refuse as the parts it accepts', () => {
  expect(memberListQueryOf(new URLSearchParams('segment=gold&q=ana&page=-1'))).toEqual({ q: 'ana', page: 1 });
});
