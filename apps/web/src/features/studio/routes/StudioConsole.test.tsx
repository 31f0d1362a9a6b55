import type { StaffRole } from '@releve/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ConfigContext } from '../../../lib/config-context';
import { createQueryClient } from '../../../lib/query-client';
import { testConfig } from '../../../testing/render-app';
import StudioConsole from './StudioConsole';

afterEach(() => vi.unstubAllGlobals());

/** The server's answers the console asks for, as this role (null: a member, refused with 404). */
function stubStudio(role: StaffRole | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/studio/me')
        return role
          ? new Response(JSON.stringify({ userId: 'u1', email: `${role}@example.test`, role, sections: [] }))
          : new Response(JSON.stringify({ statusCode: 404, message: 'Not found' }), { status: 404 });
      if (path === '/api/studio/staff')
        return new Response(
          JSON.stringify([{ userId: 'u1', email: 'owner@example.test', name: 'Olga', role: 'owner' }]),
        );
      if (path.startsWith('/api/studio/audit'))
        return new Response(JSON.stringify({ entries: [], total: 0, page: 1, limit: 25 }));
      return new Response(JSON.stringify({ message: `no stub for ${path}` }), { status: 404 });
    }),
  );
}

function renderConsole(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfigContext.Provider value={testConfig()}>
        <Router>
          <StudioConsole />
        </Router>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
}

const sidebar = async () => within(await screen.findByRole('navigation', { name: 'Studio sections' }));

describe('the studio console', () => {
  it('shows an owner every section, marks the current one, and leads /studio to the classes', async () => {
    stubStudio('owner');
    renderConsole('/studio');
    const nav = await sidebar();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Classes',
      'Uploads',
      'Staff',
      'Activity',
    ]);
    expect(nav.getByRole('heading', { name: 'Settings' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/studio/classes'));
    expect(nav.getByRole('link', { name: 'Classes' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Classes' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('moves to a section from the sidebar and puts the focus on its title', async () => {
    stubStudio('owner');
    renderConsole('/studio/classes');
    const nav = await sidebar();
    fireEvent.click(nav.getByRole('link', { name: 'Staff' }));
    const title = await screen.findByRole('heading', { level: 1, name: 'Staff' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(nav.getByRole('link', { name: 'Staff' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Classes' }).getAttribute('aria-current')).toBeNull();
  });

  it('gives a contributor no Settings, and the console not-found page for them', async () => {
    stubStudio('contributor');
    renderConsole('/studio/settings/staff');
    const nav = await sidebar();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Classes', 'Uploads']);
    expect(nav.queryByRole('heading', { name: 'Settings' })).toBeNull();
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('shows a member refused by the server the not-found page, and no console', async () => {
    stubStudio(null);
    renderConsole('/studio/classes');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByTestId('studio-console')).toBeNull();
  });
});
