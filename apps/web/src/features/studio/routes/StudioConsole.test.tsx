import { STUDIO_ACTING_AS_REFUSED, type StaffRole } from '@releve/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { ConfigContext } from '../../../lib/config-context';
import { createQueryClient } from '../../../lib/query-client';
import { testConfig } from '../../../testing/render-app';
import { useStudioMay } from '../shared/use-studio-may';
import StudioConsole from './StudioConsole';

afterEach(() => vi.unstubAllGlobals());

/**
 * The server's answers the console asks for, as this role (null: a member, refused with 404;
 * 'acting': an owner acting as a member in this tab, refused with 403).
 */
function stubStudio(role: StaffRole | null | 'acting') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/studio/me' && role === 'acting')
        return new Response(JSON.stringify({ statusCode: 403, message: STUDIO_ACTING_AS_REFUSED }), {
          status: 403,
        });
      if (path === '/api/studio/me')
        return role
          ? new Response(JSON.stringify({ userId: 'u1', email: `${role}@example.test`, role, sections: [] }))
          : new Response(JSON.stringify({ statusCode: 404, message: 'Not found' }), { status: 404 });
      if (path === '/api/studio/staff')
        return new Response(
          JSON.stringify([{ userId: 'u1', email: 'owner@example.test', name: 'Olga', role: 'owner' }]),
        );
      if (path.startsWith('/api/studio/audit'))
        return new Response(
          JSON.stringify({ entries: [], newer: null, older: null, limit: 25, timeZone: 'UTC' }),
        );
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
/** The sidebar's sections, by name (its last link, shown on narrow screens, leads back to the site). */
const sectionNames = (nav: Awaited<ReturnType<typeof sidebar>>) =>
  nav
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('data-section'))
    .map((link) => link.textContent);

describe('the studio console', () => {
  it('shows an owner every section, marks the current one, and leads /studio to the classes', async () => {
    stubStudio('owner');
    renderConsole('/studio');
    const nav = await sidebar();
    expect(sectionNames(nav)).toEqual([
      'Classes',
      'Uploads',
      'Programs',
      'Collections',
      'Home page',
      'Live',
      'Library',
      'Members',
      'Offers',
      'Coupons',
      'Promotions',
      'Cancellations',
      'Insights',
      'Staff',
      'Activity',
    ]);
    expect(nav.getByRole('link', { name: 'Back to the site' }).getAttribute('href')).toBe('/');
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
    expect(sectionNames(nav)).toEqual(['Classes', 'Uploads']);
    expect(nav.queryByRole('heading', { name: 'Settings' })).toBeNull();
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });

  it('shows a member refused by the server the not-found page, and no console', async () => {
    stubStudio(null);
    renderConsole('/studio/classes');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByTestId('studio-console')).toBeNull();
  });

  it('tells an owner acting as a member why the console is not there', async () => {
    stubStudio('acting');
    renderConsole('/studio/classes');
    expect((await screen.findByTestId('studio-acting-as')).textContent).toContain(STUDIO_ACTING_AS_REFUSED);
  });

  it('lets a section ask what the role may do, as the server decides', async () => {
    stubStudio('contributor');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MayPublish />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('may-edit')).textContent).toBe('edit: yes, publish: no');
  });
});

function MayPublish() {
  const edit = useStudioMay('classes.edit');
  const publish = useStudioMay('classes.publish');
  return edit ? <p data-testid="may-edit">{`edit: yes, publish: ${publish ? 'yes' : 'no'}`}</p> : null;
}
