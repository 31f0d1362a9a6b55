import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPERSONATION_KEY } from '../lib/api-client';
import { useConfig } from '../lib/config-context';
import { readLocal, readSession } from '../lib/storage';
import { renderApp, stubApi, testConfig } from '../testing/render-app';
import { pageIdentity } from './router';

beforeEach(() => {
  stubApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('app routes', () => {
  it('renders a page of the table in the main layout with its heading and title', async () => {
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Pricing - Test Studio'));
  });

  it('renders the plain layout without the sidebar', async () => {
    renderApp('/vita');
    expect(await screen.findByRole('heading', { level: 1, name: 'On-Demand Membership' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('renders the program player layout with a way back to the program', async () => {
    renderApp('/programs/ballet-basics/sections/s1/p/0/v/2');
    // The lesson page itself (here without a catalogue to load) says what it could show.
    expect(await screen.findByRole('heading', { level: 1, name: /lesson/i })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to program/ }).getAttribute('href')).toBe(
      '/programs/ballet-basics',
    );
  });

  it('says when a page does not exist', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: "This page doesn't exist." })).toBeTruthy();
  });

  it('redirects /black-friday to /pricing and shortcuts to their config target', async () => {
    renderApp('/black-friday?t=0');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/pricing?t=0'));
    renderApp('/sticky-buns');
    await waitFor(() => expect(window.location.pathname).toBe('/programs/sb'));
  });

  it('sends unknown account pages, and the account area itself, to my-account', async () => {
    for (const path of ['/u/nothing-here', '/u', '/u/']) {
      const view = renderApp(path);
      await waitFor(() => expect(window.location.pathname).toBe('/u/my-account'));
      view.unmount();
    }
  });

  it('shows the invalid-trial banner', async () => {
    renderApp('/pricing?error=invalid-trial');
    expect(
      await screen.findByText("Sorry, it looks like you've already completed a free trial."),
    ).toBeTruthy();
  });

  it('stores pk and removes it from the URL, keeping the rest', async () => {
    renderApp('/pricing?pk=on-demand-annual&t=0');
    await waitFor(() => expect(window.location.search).toBe('?t=0'));
    expect(readLocal('purchased-product-key')).toBe('on-demand-annual');
  });

  it('keeps the mid impersonation target for API calls; mid=me ends it', async () => {
    renderApp('/?mid=user-7');
    await waitFor(() => expect(readSession(IMPERSONATION_KEY)).toBe('user-7'));
    renderApp('/?mid=me');
    await waitFor(() => expect(readSession(IMPERSONATION_KEY)).toBeNull());
  });

  it('opens the account dialog shell from u= and closes it', async () => {
    renderApp('/pricing?u=login');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    screen.getByRole('button', { name: 'Close' }).click();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(dialog.getAttribute('open')).toBeNull();
  });

  it('keeps the dialog open while an email is in the URL', async () => {
    renderApp('/?u=create-account&email=a%40b.test');
    expect(await screen.findByRole('dialog', { name: 'Create account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('ignores u values that are not dialog views', async () => {
    renderApp('/pricing?u=nonsense');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows Pricing and Sign in to signed-out visitors', async () => {
    renderApp('/');
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/?u=login');
    expect(screen.getAllByRole('link', { name: 'Pricing' }).length).toBeGreaterThan(0);
  });

  it('sends account pages that the config turns off to my-account', async () => {
    renderApp('/u/payments', testConfig({ contentProtection: { accessModel: 'free' } }));
    await waitFor(() => expect(window.location.pathname).toBe('/u/my-account'));
  });
});

describe('useConfig', () => {
  it('throws "Config not defined" outside the config provider', () => {
    expect(() => renderHook(() => useConfig())).toThrow('Config not defined');
  });
});

describe('pageIdentity', () => {
  it('is the address, a class page’s slug left out: adding the right slug keeps the page', () => {
    expect(pageIdentity('/m/EegS95xD')).toBe(pageIdentity('/m/EegS95xD/evening-hip-placement'));
    expect(pageIdentity('/m/EegS95xD')).not.toBe(pageIdentity('/m/Other123'));
    expect(pageIdentity('/programs/a')).not.toBe(pageIdentity('/programs/b'));
    expect(pageIdentity('/pricing')).toBe('/pricing');
  });
});
