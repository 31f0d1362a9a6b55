import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPage, renderApp } from '../../../testing/render-app';
import { json, stubAccountApi } from '../my-account/account-api-stub';

beforeAll(() => preloadPage('account-connect'), 30_000);
afterEach(() => vi.unstubAllGlobals());

const PASSWORD = 'Chosen-pass-2027';

async function connect(url: string) {
  renderApp(url);
  fireEvent.input(await screen.findByLabelText(/password/i, {}, { timeout: 5000 }), {
    target: { value: PASSWORD },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Connect my account' }));
}

describe('account connect', () => {
  it('connects with the e-mail and password alone when the link has no x', async () => {
    const state = stubAccountApi(null, { 'POST /api/auth/sign-in/email': () => json({ user: {} }) });
    await connect('/account-connect?e=anna%40example.test');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(state.calls.map((call) => call.path)).not.toContain('/api/auth/reset-password');
    expect(state.calls.find((call) => call.path === '/api/auth/sign-in/email')?.body).toEqual({
      email: 'anna@example.test',
      password: PASSWORD,
    });
  });

  it('says "Failed to updated your connected account" when the claim token sets no password', async () => {
    stubAccountApi(null, {
      'POST /api/auth/reset-password': () => json({ message: 'Invalid token', code: 'INVALID_TOKEN' }, 400),
    });
    await connect('/account-connect?e=anna%40example.test&x=tok123');
    expect(await screen.findByText('Failed to updated your connected account')).toBeTruthy();
  });

  it('says "Failed to connect your account" when signing in fails', async () => {
    stubAccountApi(null, {
      'POST /api/auth/sign-in/email': () => json({ message: 'Invalid email or password' }, 401),
    });
    await connect('/account-connect?e=anna%40example.test');
    expect(await screen.findByText('Failed to connect your account')).toBeTruthy();
  });
});
