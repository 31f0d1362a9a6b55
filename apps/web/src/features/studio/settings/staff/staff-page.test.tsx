import { LAST_OWNER_REFUSED, type StaffMember } from '@releve/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ConfigContext } from '../../../../lib/config-context';
import { createQueryClient } from '../../../../lib/query-client';
import { testConfig } from '../../../../testing/render-app';
import StaffPage from './StaffPage';

afterEach(() => vi.unstubAllGlobals());

const olga: StaffMember = { userId: 'u1', email: 'olga@example.test', name: 'Olga', role: 'owner' };
const ines: StaffMember = { userId: 'u2', email: 'ines@example.test', name: 'Inès', role: 'instructor' };

/** The role changes the page sent; the server answers each with the staff as they now are, or refuses. */
let sent: { email: string; role: string | null }[];
let refuse: string | undefined;
beforeEach(() => {
  sent = [];
  refuse = undefined;
  let staff = [ines, olga];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/studio/me')
        return new Response(JSON.stringify({ userId: 'u1', email: olga.email, role: 'owner', sections: [] }));
      if (path === '/api/studio/staff' && init?.method === 'PUT') {
        const change = JSON.parse(String(init.body));
        sent.push(change);
        if (refuse)
          return new Response(JSON.stringify({ statusCode: 409, message: refuse }), { status: 409 });
        staff = staff
          .map((member) => (member.email === change.email ? { ...member, role: change.role } : member))
          .filter((member) => member.role);
        return new Response(JSON.stringify(staff));
      }
      if (path === '/api/studio/staff') return new Response(JSON.stringify(staff));
      return new Response(JSON.stringify({ message: `no stub for ${path}` }), { status: 404 });
    }),
  );
});

function renderStaff() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>
        <Router>
          <StaffPage />
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
}
const roleOf = (email: string) => screen.findByRole('combobox', { name: `Role of ${email}` });

describe('Settings › Staff', () => {
  it("changes someone else's role from their row at once, and says so", async () => {
    renderStaff();
    fireEvent.change(await roleOf(ines.email), { target: { value: 'contributor' } });
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      `${ines.email} is now Contributor.`,
    );
    expect(sent).toEqual([{ email: ines.email, role: 'contributor' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(((await roleOf(ines.email)) as HTMLSelectElement).value).toBe('contributor');
  });

  it('asks an owner before they step down, does nothing on Cancel, and shows why the last owner is kept', async () => {
    renderStaff();
    const own = (await roleOf(olga.email)) as HTMLSelectElement;
    fireEvent.change(own, { target: { value: 'instructor' } });
    const dialog = await screen.findByRole('alertdialog', { name: 'Step down as owner?' });
    expect(dialog.textContent).toContain('You will be Instructor');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    expect(own.value).toBe('owner');

    refuse = LAST_OWNER_REFUSED;
    fireEvent.change(own, { target: { value: 'contributor' } });
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Step down' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(LAST_OWNER_REFUSED);
    expect(sent).toEqual([{ email: olga.email, role: 'contributor' }]);
    await waitFor(() => expect(own.value).toBe('owner'));
  });

  it('asks before taking a role away, and takes it only once confirmed', async () => {
    renderStaff();
    const take = await screen.findByRole('button', { name: `Take the staff role from ${ines.email}` });
    fireEvent.click(take);
    const dialog = await screen.findByRole('alertdialog', {
      name: `Take the staff role from ${ines.email}?`,
    });
    // Escape: the browser sends the dialog its cancel event.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);

    fireEvent.click(take);
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Take the role' }),
    );
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      `${ines.email} is no longer staff.`,
    );
    expect(sent).toEqual([{ email: ines.email, role: null }]);
    await waitFor(() => expect(screen.queryByRole('combobox', { name: `Role of ${ines.email}` })).toBeNull());
  });
});
