import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client';
import { readLocal } from '../../../lib/storage';
import { testProfile } from '../../../testing/profiles';
import { renderApp } from '../../../testing/render-app';
import { json, refusal, stubAccountApi } from '../my-account/account-api-stub';

afterEach(() => vi.unstubAllGlobals());

const query = () => new URLSearchParams(window.location.search);

describe('account dialog', () => {
  it('sends a signed-out visitor with a purchase key to create-account, the key kept for the purchase', async () => {
    stubAccountApi(null);
    renderApp('/pricing?u=personal-details&pk=on-demand-annual');
    expect(await screen.findByRole('dialog', { name: 'Create account' })).toBeTruthy();
    await waitFor(() => expect(query().get('u')).toBe('create-account'));
    expect(query().has('pk')).toBe(false);
    expect(readLocal('purchased-product-key')).toBe('on-demand-annual');
  });

  it('sends a signed-out visitor with a purchase key on the login view, or on none, to create-account', async () => {
    for (const start of ['/?u=login&pk=day-pass', '/live-class?pk=day-pass']) {
      stubAccountApi(null);
      const view = renderApp(start);
      expect(await screen.findByRole('dialog', { name: 'Create account' })).toBeTruthy();
      await waitFor(() => expect(query().get('u')).toBe('create-account'));
      expect(query().has('pk')).toBe(false);
      expect(readLocal('purchased-product-key')).toBe('day-pass');
      view.unmount();
      localStorage.clear();
    }
  });

  it('sends a signed-out visitor without one to login', async () => {
    stubAccountApi(null);
    renderApp('/pricing?u=personal-details');
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('lets the reset-link confirmation be closed', async () => {
    stubAccountApi(null, { 'POST /api/auth/request-password-reset': () => json({ status: true }) });
    renderApp('/?u=forgot-password');
    const forgot = within(await screen.findByRole('dialog', { name: 'Forgot password' }));
    fireEvent.input(await forgot.findByLabelText('E-mail'), { target: { value: 'anna@example.test' } });
    fireEvent.click(forgot.getByRole('button', { name: 'Send reset link' }));
    const sent = within(await screen.findByRole('dialog', { name: 'Check your e-mail' }));
    expect(await sent.findByText(/anna@example\.test/)).toBeTruthy();
    fireEvent.click(sent.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('signs the web app out when a call is refused for want of a session', async () => {
    const state = stubAccountApi(testProfile({}), {
      'GET /api/users/me/bookmarks': () => refusal(401, 'Not logged in'),
    });
    renderApp('/pricing');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    state.profile = null;
    await act(async () => {
      await callApi('/api/users/me/bookmarks').catch(() => undefined);
    });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('does not sign out for a wrong password at sign-in', async () => {
    stubAccountApi(testProfile({}), {
      'POST /api/auth/sign-in/email': () => json({ message: 'Invalid email or password' }, 401),
    });
    renderApp('/pricing');
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    await act(async () => {
      await callApi('/api/auth/sign-in/email', { method: 'POST', body: {} }).catch(() => undefined);
    });
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
  });
});
