import {
  addDays,
  clockTimeMessage,
  type StudioLiveClass,
  studioLiveMessages,
  zonedDay,
} from '@releve/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ConfigContext } from '../../../lib/config-context';
import { createQueryClient } from '../../../lib/query-client';
import { testConfig } from '../../../testing/render-app';
import LivePage from './LivePage';
import { weekStartOf } from './live-calendar';

/*
 * The Live schedule page against a stand-in server: the week in the studio's zone (named on the page),
 * themed day names and breaks; the form checks a weekly rule with the server's schema (no end: its
 * message beside the field, nothing sent) and previews its dates; a cancel asks first, then is sent once.
 */
const monday = weekStartOf(zonedDay(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone));
const barre: StudioLiveClass = {
  id: '7',
  seriesId: null,
  name: 'Evening Barre',
  description: '',
  instructorId: 'u1',
  instructorName: 'Odile Swan',
  level: 'intermediate',
  tags: [],
  zoomUrl: 'https://zoom.example/j/1',
  capacity: 12,
  reserved: 3,
  day: addDays(monday, 1),
  time: '18:00',
  minutes: 60,
  startDate: '2030-01-01T23:00:00.000Z',
  cancelled: false,
  recordingMediaId: null,
  pendingRecordingMediaId: null,
  mine: true,
};
const sent: { method: string; path: string; body?: unknown }[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') sent.push({ method, path, body: init?.body && JSON.parse(String(init.body)) });
      if (path === '/api/studio/me')
        return Response.json({ userId: 'u1', email: 'o@example.test', role: 'owner', sections: ['live'] });
      if (path.endsWith('/cancel')) return Response.json({ notified: 3 });
      if (path.endsWith('/breaks')) return Response.json({ notified: 0 });
      return Response.json({
        timeZone: 'America/New_York',
        dayNames: ['', '', 'Tutu Tuesday', '', '', '', ''],
        classes: [barre],
        breaks: [
          { id: '1', name: 'Winter break', firstDay: addDays(monday, 5), lastDay: addDays(monday, 20) },
        ],
        instructors: [{ userId: 'u1', name: 'Odile Swan' }],
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A studio in London reads 18:00; one in New York (en-US) reads 6:00 PM. */
const renderPage = (locale = 'en-GB') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={{ ...testConfig(), locale }}>
        <Router>
          <LivePage />
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );

it('shows the week in the studio’s zone, with its themed day, its break and the class on its day', async () => {
  renderPage();
  expect((await screen.findByTestId('live-zone'))?.textContent).toContain(
    "the studio's time zone, America/New_York",
  );
  const days = within(screen.getByTestId('live-week'))
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('h2'));
  expect(days).toHaveLength(7);
  expect(days[1]?.textContent).toContain('Tutu Tuesday');
  expect(days[1]?.textContent).toContain('18:00 · 60 min');
  expect(days[1]?.textContent).toContain('3 of 12 reserved');
  expect(days[5]?.textContent).toContain('Break: Winter break');
  fireEvent.click(screen.getByRole('button', { name: 'List' }));
  expect(within(screen.getByTestId('live-list')).getByText('Odile Swan')).toBeTruthy();
});

it('reads the week and the list on the studio’s clock: 6:00 PM for a studio in New York', async () => {
  renderPage('en-US');
  const week = await screen.findByTestId('live-week');
  expect(week.textContent).toContain('6:00 PM · 60 min');
  expect(week.textContent).not.toContain('18:00');
  fireEvent.click(screen.getByRole('button', { name: 'List' }));
  expect(screen.getByTestId('live-list').textContent).toContain('6:00 PM');
});

it('refuses a weekly class without an end beside its field, sends nothing, and previews the dates', async () => {
  renderPage();
  await screen.findByTestId('live-zone');
  fireEvent.click(screen.getByRole('button', { name: 'Schedule a class' }));
  const form = screen.getByTestId('live-form');
  fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Pointe' } });
  fireEvent.change(within(form).getByLabelText('Zoom link', { exact: false }), {
    target: { value: 'https://zoom.example/j/2' },
  });
  fireEvent.click(within(form).getByRole('radio', { name: 'Every week' }));
  for (const box of within(form).getAllByRole('checkbox') as HTMLInputElement[])
    if (box.checked) fireEvent.click(box);
  fireEvent.click(within(form).getByRole('checkbox', { name: 'Mon' }));
  fireEvent.change(within(form).getByLabelText('First date'), { target: { value: monday } });
  fireEvent.change(within(form).getByLabelText('Last date', { exact: false }), { target: { value: '' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
  const lastDay = within(form).getByLabelText('Last date', { exact: false });
  expect(lastDay.getAttribute('aria-invalid')).toBe('true');
  expect(within(form).getByText(studioLiveMessages.noEnd)).toBeTruthy();
  expect(sent).toEqual([]);
  // Three Mondays, the last two in the break: one class.
  fireEvent.change(lastDay, { target: { value: addDays(monday, 14) } });
  expect(screen.getByTestId('live-preview')?.textContent).toContain('1 class:');
  expect(screen.getByTestId('live-preview')?.textContent).toContain('At 18:00 in America/New_York');
});

it('asks before cancelling, then cancels once and says how many were told', async () => {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel Evening Barre' }));
  const dialog = screen.getByTestId('live-cancel-dialog');
  expect(dialog?.textContent).toContain('The 3 members who reserved it');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the class' }));
  await waitFor(() =>
    expect(screen.getByRole('status')?.textContent).toContain(
      'Evening Barre is cancelled; 3 members were told.',
    ),
  );
  expect(sent).toEqual([
    { method: 'POST', path: '/api/studio/live/classes/7/cancel', body: { scope: 'one' } },
  ]);
});

it('lets the owner add a break, refusing one that ends before it starts beside its field', async () => {
  renderPage();
  const panel = await screen.findByTestId('live-studio-wide');
  fireEvent.change(within(panel).getByLabelText('Name'), { target: { value: 'Spring break' } });
  fireEvent.change(within(panel).getByLabelText('First date'), { target: { value: '2030-04-10' } });
  fireEvent.change(within(panel).getByLabelText('Last date'), { target: { value: '2030-04-01' } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Add the break' }));
  expect(within(panel).getByText(studioLiveMessages.endBeforeStart)).toBeTruthy();
  expect(sent).toEqual([]);
  fireEvent.change(within(panel).getByLabelText('Last date'), { target: { value: '2030-04-17' } });
  fireEvent.click(within(panel).getByRole('button', { name: 'Add the break' }));
  await waitFor(() =>
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/studio/live/breaks',
        body: { name: 'Spring break', firstDay: '2030-04-10', lastDay: '2030-04-17' },
      },
    ]),
  );
});

it('reads the start time on the studio’s 12-hour clock, takes 24-hour times too, and refuses a bad one beside its field', async () => {
  renderPage('en-US');
  await screen.findByTestId('live-zone');
  fireEvent.click(screen.getByRole('button', { name: 'Schedule a class' }));
  const form = screen.getByTestId('live-form');
  const time = within(form).getByLabelText('Start time', { exact: false }) as HTMLInputElement;
  expect(time.value).toBe('6:00 PM');
  fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Pointe' } });
  fireEvent.change(within(form).getByLabelText('Zoom link', { exact: false }), {
    target: { value: 'https://zoom.example/j/2' },
  });
  fireEvent.change(time, { target: { value: '25:10' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
  expect(time.getAttribute('aria-invalid')).toBe('true');
  expect(within(form).getByText(clockTimeMessage(true))).toBeTruthy();
  expect(sent).toEqual([]);
  fireEvent.change(time, { target: { value: '17:30' } });
  fireEvent.blur(time);
  expect(time.value).toBe('5:30 PM');
  fireEvent.change(time, { target: { value: '5:45pm' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ method: 'POST', body: { name: 'Pointe', time: '17:45' } });
});

it('changes a whole weekly series when asked, and cancels this and the following dates', async () => {
  const weekly = { ...barre, seriesId: '3' };
  const stub = globalThis.fetch as ReturnType<typeof vi.fn>;
  const answer = stub.getMockImplementation() as (path: string, init?: RequestInit) => Promise<Response>;
  stub.mockImplementation(async (path: string, init?: RequestInit) => {
    const response = await answer(path, init);
    if (path.startsWith('/api/studio/live/classes?')) {
      const body = await response.json();
      return Response.json({ ...body, classes: [weekly] });
    }
    return response;
  });
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Change this date: Evening Barre' }));
  const form = screen.getByTestId('live-form');
  const scope = within(form).getByTestId('live-scope');
  expect((within(scope).getByRole('radio', { name: 'This class only' }) as HTMLInputElement).checked).toBe(
    true,
  );
  fireEvent.click(within(scope).getByRole('radio', { name: 'The whole series' }));
  expect(scope.textContent).toContain('their reservation follows it');
  expect(screen.getByTestId('live-preview').textContent).toContain('Every date in scope keeps its day.');
  fireEvent.change(within(form).getByLabelText('Start time', { exact: false }), {
    target: { value: '19:15' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    method: 'PUT',
    path: '/api/studio/live/classes/7',
    body: { scope: 'series', time: '19:15', day: barre.day },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel Evening Barre' }));
  const dialog = screen.getByTestId('live-cancel-dialog');
  fireEvent.click(within(dialog).getByRole('radio', { name: 'This and the following classes' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the class' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toEqual({
    method: 'POST',
    path: '/api/studio/live/classes/7/cancel',
    body: { scope: 'following' },
  });
});
