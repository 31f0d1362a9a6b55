import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../../testing/profiles';
import { renderApp } from '../../../testing/render-app';
import { json, refusal, stubAccountApi } from '../my-account/account-api-stub';

afterEach(() => vi.unstubAllGlobals());

const PASSWORD = 'my-password-1';

/** better-auth's delete-user: the right password deletes the account and ends the session. */
function deleteUserServer(failure?: Response) {
  const state = stubAccountApi(testProfile({}), {
    'POST /api/auth/delete-user': ({ body }) => {
      if (failure) return failure;
      if ((body as { password: string }).password !== PASSWORD) {
        return json({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, 400);
      }
      state.profile = null;
      return json({ success: true, message: 'User deleted' });
    },
  });
  return state;
}

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

async function enterPassword(password: string) {
  const step = await dialog('Delete account');
  fireEvent.input(await step.findByLabelText('Password'), { target: { value: password } });
  fireEvent.click(step.getByRole('button', { name: 'Continue' }));
  return step;
}

describe('delete account', () => {
  it('asks the password, warns, deletes, and lands signed out on home', async () => {
    const state = deleteUserServer();
    renderApp('/u/my-account?u=delete-account');
    const step = await dialog('Delete account');
    fireEvent.click(await step.findByRole('button', { name: 'Continue' }));
    expect(await step.findByText('This field is required')).toBeTruthy();

    await enterPassword(PASSWORD);
    expect(await step.findByRole('heading', { name: 'Confirm account deletion' })).toBeTruthy();
    expect(step.getByText(/erases all your data/)).toBeTruthy();
    expect(step.getByText(/revokes your access/)).toBeTruthy();
    expect(step.getByText('cannot be undone.')).toBeTruthy();
    expect(step.queryByLabelText('Password')).toBeNull();

    fireEvent.click(step.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.location.search).toBe('');
    expect(state.calls.find((c) => c.path === '/api/auth/delete-user')?.body).toEqual({ password: PASSWORD });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('sends a wrong password back to the first step with the error', async () => {
    deleteUserServer();
    renderApp('/u/my-account?u=delete-account');
    const step = await enterPassword('not-my-password');
    fireEvent.click(await step.findByRole('button', { name: 'Delete my account' }));
    expect(await step.findByText('The password is not correct')).toBeTruthy();
    expect((step.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(window.location.search).toBe('?u=delete-account');
  });

  it('shows an alert dialog for any other failure, and stays signed in', async () => {
    deleteUserServer(refusal(500, 'Something went wrong on our side.'));
    renderApp('/u/my-account?u=delete-account');
    const step = await enterPassword(PASSWORD);
    fireEvent.click(await step.findByRole('button', { name: 'Delete my account' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Failed to delete account' });
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(window.location.pathname).toBe('/u/my-account');
  });

  it('Cancel closes the dialog without a call', async () => {
    const state = deleteUserServer();
    renderApp('/u/my-account?u=delete-account');
    const step = await enterPassword(PASSWORD);
    await step.findByRole('heading', { name: 'Confirm account deletion' });
    fireEvent.click(step.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(state.calls.some((c) => c.path === '/api/auth/delete-user')).toBe(false);
  });

  it('opened by its own link, the confirmation asks for the password beside the warning', async () => {
    const state = deleteUserServer();
    renderApp('/u/my-account?u=delete-account-confirmation');
    const step = await dialog('Confirm account deletion');
    fireEvent.click(await step.findByRole('button', { name: 'Delete my account' }));
    expect(await step.findByText('This field is required')).toBeTruthy();
    fireEvent.input(step.getByLabelText('Password'), { target: { value: 'wrong-one-1' } });
    fireEvent.click(step.getByRole('button', { name: 'Delete my account' }));
    expect(await step.findByText('The password is not correct')).toBeTruthy();
    fireEvent.input(step.getByLabelText('Password'), { target: { value: PASSWORD } });
    fireEvent.click(step.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(state.profile).toBeNull();
  });
});
