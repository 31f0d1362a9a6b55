import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../testing/profiles';
import { renderApp, stubApi, testConfig } from '../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const welcomeConfig = testConfig({
  custom: {
    shortcuts: {},
    welcomePrograms: { beginner: 'basics', intermediate: 'six-weeks', gentleReturn: 'gentle' },
    helpUrl: 'https://help.example.test/chat',
  },
});

describe('welcome questionnaire', () => {
  it('recommends a program for each answer, with Back and Skip', async () => {
    stubApi();
    renderApp('/welcome', welcomeConfig);
    fireEvent.click(await screen.findByRole('button', { name: "I'm experienced" }));
    expect(await screen.findByRole('heading', { name: 'The 6-week program' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start this program' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: "I'm rebuilding after a break or injury" }));
    expect(await screen.findByRole('heading', { name: 'The gentle-return program' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: "I'm new to ballet" }));
    expect(await screen.findByRole('heading', { name: 'The beginner program' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start this program' }));
    await waitFor(() => expect(window.location.pathname).toBe('/programs/basics'));
  });

  it('sends members with the welcome flag from home to the questionnaire', async () => {
    stubApi(testProfile({ ftue1: true, membership: { isMember: true } }));
    renderApp('/', welcomeConfig);
    // The home page module loads lazily first, slow on a busy machine.
    await waitFor(() => expect(window.location.pathname).toBe('/welcome'), { timeout: 5000 });
  });

  it('lets a new member finish the account dialog on home before the questionnaire', async () => {
    stubApi(testProfile({ ftue1: true, membership: { isMember: true } }));
    renderApp('/?u=payment-cancelled', welcomeConfig);
    const dialog = await screen.findByRole('dialog', { name: 'Payment cancelled' });
    expect(window.location.pathname).toBe('/');
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await waitFor(() => expect(window.location.pathname).toBe('/welcome'));
  });

  it('leaves non-members and members without the flag on home', async () => {
    stubApi(testProfile({ ftue1: true }));
    renderApp('/', welcomeConfig);
    await screen.findByRole('button', { name: 'Account menu' });
    expect(window.location.pathname).toBe('/');
  });
});

describe('chrome that depends on the person', () => {
  it('says "Failed to fetch user data" when the profile cannot be read, and reads it again on Try again', async () => {
    let refuse = true;
    const profile = testProfile({});
    stubApi(profile);
    const answer = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (path, init) =>
      path === '/api/users/me' && refuse
        ? new Response(JSON.stringify({ message: 'Forbidden' }), { status: 403 })
        : (answer as typeof fetch)(path, init),
    );
    renderApp('/', welcomeConfig);
    expect(await screen.findByText(/Failed to fetch user data/)).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/Failed to fetch user data/)).toBeNull());
  });

  it('shows the inactive subscription banner', async () => {
    stubApi(testProfile({ user: { hasPendingSubscription: true } }));
    renderApp('/', welcomeConfig);
    expect(await screen.findByText(/Your subscription is not currently active!/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Subscription' }).getAttribute('href')).toBe(
      '/u/payments',
    );
  });

  it('offers the help widget to members only, and not in play mode', async () => {
    stubApi(testProfile({ membership: { isMember: true } }));
    const view = renderApp('/pricing', welcomeConfig);
    expect(await screen.findByTestId('help-widget')).toBeTruthy();
    view.unmount();
    renderApp('/pricing?play=1', welcomeConfig);
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByTestId('help-widget')).toBeNull();
  });

  it("opens the studio's help page in a panel, which Escape closes, giving focus back", async () => {
    stubApi(testProfile({ membership: { isMember: true } }));
    renderApp('/pricing', welcomeConfig);
    const widget = await screen.findByTestId('help-widget');
    expect(widget.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(widget);
    const panel = await screen.findByTestId('help-panel');
    expect(within(panel).getByTitle("The studio's help").getAttribute('src')).toBe(
      welcomeConfig.custom.helpUrl,
    );
    expect(widget.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Close'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('help-panel')).toBeNull());
    expect(document.activeElement).toBe(widget);
    fireEvent.click(widget);
    fireEvent.click(within(await screen.findByTestId('help-panel')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('help-panel')).toBeNull());
  });

  it('locks member features and offers the trial to eligible non-members', async () => {
    stubApi(testProfile({ membership: { isTrialEligible: true } }));
    renderApp('/pricing', welcomeConfig);
    expect(await screen.findByRole('link', { name: 'Start 7-Day Free Trial' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Members only' }).length).toBeGreaterThan(0);
    // A locked page leads to pricing.
    expect(screen.getByRole('link', { name: /My Week Plan/ }).getAttribute('href')).toBe('/pricing');
  });

  it('shows members no lock and no trial button', async () => {
    stubApi(testProfile({ membership: { isMember: true, isTrialEligible: false } }));
    renderApp('/pricing', welcomeConfig);
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('img', { name: 'Members only' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start 7-Day Free Trial' })).toBeNull();
  });

  it('the account menu counts classes and day passes, and offers the annual pass', async () => {
    stubApi(
      testProfile({
        user: {
          firstName: 'Anna',
          lastName: 'Pavlova',
          unusedDayPasses: 3,
          counts: { watchedVideos: 1, bookmarks: 0 },
        },
        membership: { isMember: true, isExpiringSoon: true },
      }),
    );
    renderApp('/pricing', welcomeConfig);
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    expect(avatar.textContent).toBe('AP');
    fireEvent.click(avatar);
    expect(screen.getByText('Hi, Anna')).toBeTruthy();
    expect(screen.getByText('1 class taken')).toBeTruthy();
    expect(screen.getByText('Day Passes: 3')).toBeTruthy();
    const menu = within(document.getElementById(avatar.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(menu.getByRole('link', { name: 'Extend Annual Pass' }).getAttribute('href')).toBe(
      '/pricing#on-demand-pass',
    );
    // A pass about to end is extended, not saved on: one link, not both.
    expect(menu.queryByRole('link', { name: 'Save with an Annual Pass' })).toBeNull();
  });

  it('offers the annual pass to a monthly member, in the menu and the sidebar', async () => {
    stubApi(testProfile({ membership: { isMember: true, isSubscriber: true, isTrialEligible: false } }));
    renderApp('/pricing', welcomeConfig);
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    fireEvent.click(avatar);
    const menu = within(document.getElementById(avatar.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(menu.getByRole('link', { name: 'Save with an Annual Pass' })).toBeTruthy();
    const sidebar = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(sidebar.getByRole('link', { name: 'Save with an Annual Pass' })).toBeTruthy();
    expect(sidebar.queryByRole('link', { name: 'Start 7-Day Free Trial' })).toBeNull();
  });

  it('hides the trial everywhere once the provider refused it (error=invalid-trial)', async () => {
    stubApi(testProfile({ membership: { isTrialEligible: true } }));
    const view = renderApp('/pricing?error=invalid-trial', welcomeConfig);
    expect(await screen.findByTestId('invalid-trial-banner')).toBeTruthy();
    expect(screen.getByText("Sorry, it looks like you've already completed a free trial.")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start 7-Day Free Trial' })).toBeNull();
    view.unmount();
    // Still hidden on the next page of the same session.
    renderApp('/programs', welcomeConfig);
    expect(await screen.findByRole('link', { name: 'Pricing' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start 7-Day Free Trial' })).toBeNull();
  });
});

describe('the notifications badge', () => {
  it('shows 9+ over nine unread, in the menu and as a dot on the avatar', async () => {
    stubApi(testProfile({}), {
      '/api/user-notifications?page=1&limit=50': { notifications: [], unreadCount: 12 },
    });
    renderApp('/pricing', welcomeConfig);
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    fireEvent.click(avatar);
    expect(await screen.findByText('12 unread notifications')).toBeTruthy();
    expect(screen.getByTestId('unread-badge').textContent).toBe('9+');
  });

  it('shows no badge when everything is read', async () => {
    stubApi(testProfile({}), {
      '/api/user-notifications?page=1&limit=50': { notifications: [], unreadCount: 0 },
    });
    renderApp('/pricing', welcomeConfig);
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    fireEvent.click(avatar);
    const menu = within(document.getElementById(avatar.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(menu.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByText(/unread notification/)).toBeNull();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });
});

describe('community in the account menu', () => {
  const withCommunity = testConfig({
    custom: { shortcuts: {}, communityUrl: 'https://community.example.test/' },
  });

  /** Opens the account menu and returns its panel. */
  async function openMenu() {
    const avatar = await screen.findByRole('button', { name: 'Account menu' });
    fireEvent.click(avatar);
    return within(document.getElementById(avatar.getAttribute('aria-controls') ?? '') as HTMLElement);
  }

  it('sends a day-pass holder to pricing, with a lock', async () => {
    stubApi(testProfile({ hasDayPass: true, user: { unusedDayPasses: 2 } }));
    renderApp('/pricing', withCommunity);
    const link = (await openMenu()).getByRole('link', { name: /Community/ });
    expect(link.getAttribute('href')).toBe('/pricing');
    expect(within(link).getByRole('img', { name: 'Members only' })).toBeTruthy();
  });

  it('opens the community for members', async () => {
    stubApi(testProfile({ membership: { isMember: true } }));
    renderApp('/pricing', withCommunity);
    const link = (await openMenu()).getByRole('link', { name: 'Community' });
    expect(link.getAttribute('href')).toBe('https://community.example.test/');
  });
});
