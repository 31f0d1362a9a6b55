import type { AuditEntry, AuditPage } from '@releve/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ConfigContext } from '../../../../lib/config-context';
import { createQueryClient } from '../../../../lib/query-client';
import { testConfig } from '../../../../testing/render-app';
import ActivityPage from './ActivityPage';

afterEach(() => vi.unstubAllGlobals());

const roleChange: AuditEntry = {
  id: 7,
  at: '2026-11-28T03:04:05.000Z',
  actor: { userId: 'u1', email: 'olga@example.test' },
  action: 'staff.role',
  target: 'staff:u2',
  before: { email: 'ines@example.test', role: 'contributor' },
  after: { email: 'ines@example.test', role: 'owner' },
};
const edit: AuditEntry = {
  id: 6,
  at: '2026-11-27T12:00:00.000Z',
  actor: { userId: 'u9', email: null },
  action: 'class.update',
  target: 'class:abcd1234',
  before: { id: 'abcd1234', title: 'Pliés', tags: ['barre'], level: 'beginner', updatedAt: '1' },
  after: { id: 'abcd1234', title: 'Pliés and tendus', tags: ['barre'], level: 'beginner', updatedAt: '2' },
};

/** The log's queries the page sent (`?action=…`), each answered with both entries and an older page. */
let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/studio/audit/actors')
        return new Response(
          JSON.stringify({
            actors: [
              { userId: 'u1', email: 'olga@example.test', staff: true },
              { userId: 'u7', email: 'marc@example.test', staff: false },
            ],
          }),
        );
      if (path.startsWith('/api/studio/audit')) {
        asked.push(path.slice('/api/studio/audit'.length));
        const page: AuditPage = {
          entries: [roleChange, edit],
          newer: null,
          older: '1764244800000000_6',
          limit: 25,
          timeZone: 'America/New_York',
        };
        return new Response(JSON.stringify(page));
      }
      return new Response(JSON.stringify({ message: `no stub for ${path}` }), { status: 404 });
    }),
  );
});

/** A cell's text as a screen reader reads it: without what is hidden from it (the stacked cells' labels, arrows). */
function read(cell: HTMLElement | undefined) {
  const copy = cell?.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent?.replace(/\s+/g, ' ').trim();
}

function renderActivity(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>
        <Router base="/studio">
          <ActivityPage />
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
}

describe('Settings › Activity', () => {
  it('reads the log its address names, and shows the filters it has', async () => {
    renderActivity('/studio/settings/activity?action=staff.role&from=2026-11-01&to=2026-11-30');
    await screen.findByRole('region', { name: 'Changes made in the console, newest first' });
    expect(asked).toEqual(['?action=staff.role&from=2026-11-01&to=2026-11-30']);
    // A <search> landmark (the testing library's roles do not know the element yet).
    const filters = within(document.querySelector('search[aria-label="Filter the activity"]') as HTMLElement);
    expect((filters.getByLabelText('Kind of change') as HTMLSelectElement).value).toBe('staff.role');
    expect((filters.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
    expect((filters.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-30');
  });

  it('shows who, what in words, when in the studio zone (in full on hover), and only the fields that changed', async () => {
    renderActivity('/studio/settings/activity');
    const table = await screen.findByRole('region', { name: 'Changes made in the console, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    const cells = within(first as HTMLElement).getAllByRole('cell');
    // 03:04 UTC on the 28th is 10:04 PM on the 27th in New York.
    const time = within(cells[0] as HTMLElement).getByText('Nov 27, 2026, 10:04 PM EST');
    expect(time.getAttribute('title')).toBe('Friday, November 27, 2026 at 10:04:05 PM Eastern Standard Time');
    expect(time.getAttribute('datetime')).toBe(roleChange.at);
    expect(read(cells[1])).toBe('olga@example.test');
    expect(read(cells[2])).toBe('Changed a staff roleStaff · ines@example.test');
    expect(read(cells[3])).toBe('Role: Contributor changed to Owner');
    const edited = within(second as HTMLElement).getAllByRole('cell');
    expect(read(edited[1])).toBe('Someone since removed');
    expect(read(edited[2])).toBe('Edited a classClass · Pliés and tendus');
    expect(read(edited[3])).toBe('Title: Pliés changed to Pliés and tendus');
    expect(screen.getByText("Times are in the studio's time zone, America/New_York.")).toBeTruthy();
  });

  it('keeps a changed filter in the address, starting from the newest entry; Back returns to the page before', async () => {
    renderActivity('/studio/settings/activity?action=class.update');
    const older = await screen.findByRole('link', { name: 'Older' });
    expect(older.getAttribute('href')).toBe(
      '/studio/settings/activity?action=class.update&before=1764244800000000_6',
    );
    fireEvent.click(older);
    await waitFor(() => expect(asked.at(-1)).toBe('?action=class.update&before=1764244800000000_6'));
    expect(screen.getByRole('link', { name: 'Newest' }).getAttribute('href')).toBe(
      '/studio/settings/activity?action=class.update',
    );

    fireEvent.change(screen.getByLabelText('Who'), { target: { value: 'u1' } });
    await waitFor(() => expect(window.location.search).toBe('?actor=u1&action=class.update'));
    expect(asked.at(-1)).toBe('?actor=u1&action=class.update');

    window.history.back();
    await waitFor(() =>
      expect(window.location.search).toBe('?action=class.update&before=1764244800000000_6'),
    );
    await waitFor(() => expect((screen.getByLabelText('Who') as HTMLSelectElement).value).toBe(''));

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(asked.at(-1)).toBe('');
  });

  it('offers everyone who made a change as who, someone no longer on the staff too, said so', async () => {
    renderActivity('/studio/settings/activity');
    const who = (await screen.findByLabelText('Who')) as HTMLSelectElement;
    await waitFor(() =>
      expect([...who.options].map((option) => option.textContent)).toEqual([
        'Anyone',
        'olga@example.test',
        'marc@example.test (no longer staff)',
      ]),
    );
    fireEvent.change(who, { target: { value: 'u7' } });
    await waitFor(() => expect(asked.at(-1)).toBe('?actor=u7'));
  });
});
