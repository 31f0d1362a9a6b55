import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../../testing/profiles';
import { renderApp } from '../../../testing/render-app';
import { json, stubAccountApi } from '../my-account/account-api-stub';

afterEach(() => vi.unstubAllGlobals());

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** better-auth's change-password answering `answer`; sign-out ends the session. */
function changePasswordServer(answer: () => Response) {
  const state = stubAccountApi(testProfile({ user: { email: 'anna@example.test' } }), {
    'POST /api/auth/change-password': answer,
    'POST /api/auth/sign-out': () => {
      state.profile = null;
      return json({ success: true });
    },
  });
  return state;
}

async function submit(current = 'old-password-1') {
  const step = await dialog('Edit password');
  fireEvent.input(await step.findByLabelText('Current password'), { target: { value: current } });
  fireEvent.input(step.getByLabelText('New password'), { target: { value: 'Changed-pass-2027' } });
  fireEvent.input(step.getByLabelText('Confirm new password'), { target: { value: 'Changed-pass-2027' } });
  fireEvent.click(step.getByRole('button', { name: 'Change password' }));
  return step;
}

describe('edit password', () => {
  it('goes to sign-in with the new password once changed', async () => {
    const state = changePasswordServer(() => json({ token: null, user: {} }));
    renderApp('/u/my-account?u=edit-password');
    await submit();
    const login = await dialog('Sign in');
    expect(
      await login.findByText(
        'Your password was changed and other devices were signed out. Sign in with the new one.',
      ),
    ).toBeTruthy();
    expect(state.calls.some((call) => call.path === '/api/auth/sign-out')).toBe(true);
    expect(new URLSearchParams(window.location.search).get('u')).toBe('login');
  });

  it('says a wrong current password on its field', async () => {
    changePasswordServer(() => json({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, 400));
    renderApp('/u/my-account?u=edit-password');
    const step = await submit('not-mine-1');
    expect(await step.findByText('The current password is not correct')).toBeTruthy();
  });

  it('says "Failed to change password" for any other failure', async () => {
    changePasswordServer(() => json({ message: 'Something broke' }, 500));
    renderApp('/u/my-account?u=edit-password');
    const step = await submit();
    expect(await step.findByText('Failed to change password')).toBeTruthy();
    expect(step.queryByText('The current password is not correct')).toBeNull();
  });

  it('offers an account without a password the reset flow, for its own address', async () => {
    changePasswordServer(() =>
      json({ code: 'CREDENTIAL_ACCOUNT_NOT_FOUND', message: 'Credential account not found' }, 400),
    );
    renderApp('/u/my-account?u=edit-password');
    const step = await submit();
    fireEvent.click(await step.findByRole('button', { name: 'E-mail me a link' }));
    const forgot = await dialog('Forgot password');
    await waitFor(() =>
      expect((forgot.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@example.test'),
    );
  });
});
