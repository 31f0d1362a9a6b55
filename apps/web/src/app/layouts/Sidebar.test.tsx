import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testInitialData, testProgram } from '../../testing/home';
import { testProfile } from '../../testing/profiles';
import { renderApp, stubApi, testConfig } from '../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const programs = [
  testProgram('ballet-basics', 'Ballet Basics', 'Ballet'),
  testProgram('pointe-draft', 'Pointe (coming)', 'Ballet', 'draft'),
  testProgram('barre-burn', 'Barre Burn', 'Fitness'),
  testProgram('six-week-ballet', 'Six Weeks', 'Ballet'),
  testProgram('stretch-draft', 'Deep Stretch', 'Stretch', 'draft'),
];

const initialData = testInitialData({
  programs,
  sections: [
    {
      id: 'sec-barre',
      name: 'Barre',
      description: '',
      thumbnail: null,
      verticalThumbnail: null,
      playlistIds: [],
      isPromoted: false,
      isPromotedTop: false,
      isBonus: false,
      sortPlaylists: false,
      collectionIds: [],
    },
  ],
  collections: [
    {
      id: 'col-nutcracker',
      name: 'Nutcracker Variations',
      description: '',
      shortDescription: '',
      thumbnail: null,
      playlistIds: [],
    },
  ],
  promotedGroups: [
    {
      id: 'holiday',
      name: 'Holiday Specials',
      promotedIcon: 'ornament',
      collectionIds: ['col-nutcracker', 'col-gone'],
    },
  ],
});

describe('sidebar', () => {
  it('lists programs with their count, classes, and promoted groups with their collections', async () => {
    stubApi(null, { '/api/initial-data': initialData });
    renderApp(
      '/pricing',
      testConfig({ custom: { shortcuts: {}, customProgramUrl: 'https://shop.example.test/custom' } }),
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const programsToggle = await within(nav).findByRole('button', { name: 'Programs (5)' });
    expect(programsToggle.getAttribute('aria-expanded')).toBe('true');
    const programsPanel = document.getElementById(
      programsToggle.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(
      within(programsPanel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'All Programs',
      'Buy Custom Program(opens in a new tab)',
      'Ballet Basics',
      'Six Weeks',
      'Pointe (coming)',
      'Barre Burn',
      'Deep Stretch',
    ]);
    expect(within(programsPanel).getByRole('link', { name: 'Ballet Basics' }).getAttribute('href')).toBe(
      '/programs/ballet-basics',
    );

    fireEvent.click(within(nav).getByRole('button', { name: 'Classes' }));
    expect(programsToggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getByRole('link', { name: 'Barre' }).getAttribute('href')).toBe('/p/sec-barre');
    expect(within(nav).getByRole('link', { name: 'All Classes' }).getAttribute('href')).toBe('/sections');

    const holiday = within(nav).getByRole('button', { name: 'Holiday Specials' });
    fireEvent.click(holiday);
    expect(within(nav).getByRole('link', { name: 'Nutcracker Variations' }).getAttribute('href')).toBe(
      '/p/col-nutcracker',
    );
    expect(within(nav).getByRole('button', { name: 'Classes' }).getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem('releve.sidebar-open-section')).toBe('group:holiday');
  });

  it('reopens the section chosen last time', async () => {
    localStorage.setItem('releve.sidebar-open-section', 'group:holiday');
    stubApi(null, { '/api/initial-data': initialData });
    renderApp('/pricing');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(
        within(nav).getByRole('button', { name: 'Holiday Specials' }).getAttribute('aria-expanded'),
      ).toBe('true'),
    );
    expect(within(nav).getByRole('button', { name: 'Programs (5)' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('locks Community for day-pass holders, and opens it in a new tab for members', async () => {
    const config = testConfig({ custom: { shortcuts: {}, communityUrl: 'https://community.example.test/' } });
    stubApi(testProfile({ membership: { isDayPassOnly: true }, hasDayPass: true }), {
      '/api/initial-data': initialData,
    });
    const view = renderApp('/pricing', config);
    await screen.findByRole('button', { name: 'Account menu' });
    const locked = screen.getByRole('link', { name: /Community/ });
    expect(locked.getAttribute('href')).toBe('/pricing');
    view.unmount();
    stubApi(testProfile({ membership: { isMember: true } }), { '/api/initial-data': initialData });
    renderApp('/pricing', config);
    await screen.findByRole('button', { name: 'Account menu' });
    const open = screen.getByRole('link', { name: /Community/ });
    expect(open.getAttribute('href')).toBe('https://community.example.test/');
    expect(open.getAttribute('target')).toBe('_blank');
  });

  it('carries the account links for signed-in people (shown on phones), not for visitors', async () => {
    const config = testConfig({ custom: { shortcuts: {}, helpUrl: 'https://help.example.test/' } });
    stubApi(testProfile({ membership: { isMember: true } }), { '/api/initial-data': initialData });
    const view = renderApp('/pricing', config);
    await screen.findByRole('button', { name: 'Account menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/favorites');
    expect(within(nav).getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe(
      '/notifications',
    );
    expect(within(nav).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/u/my-account');
    expect(
      within(nav)
        .getByRole('link', { name: /Get Help/ })
        .getAttribute('href'),
    ).toBe('https://help.example.test/');
    view.unmount();
    stubApi(null, { '/api/initial-data': initialData });
    renderApp('/pricing', config);
    await screen.findByRole('link', { name: 'Sign in' });
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Favorites' }),
    ).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('button', { name: 'Log out' }),
    ).toBeNull();
  });

  it('logs out from the drawer, back home as a visitor', async () => {
    const fetchMock = stubApi(testProfile({ membership: { isMember: true } }), {
      '/api/initial-data': initialData,
      '/api/auth/sign-out': { success: true },
    });
    renderApp('/pricing');
    await screen.findByRole('button', { name: 'Account menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Log out' }));
    // The server has ended the session: the profile is asked for again and nobody is signed in.
    stubApi(null, { '/api/initial-data': initialData });
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/auth/sign-out')).toBe(true);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
