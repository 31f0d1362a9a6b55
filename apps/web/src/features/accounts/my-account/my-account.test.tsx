import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../../testing/profiles';
import { renderApp } from '../../../testing/render-app';
import {
  acceptProfileUpdates,
  accountTestConfig as config,
  json,
  refusal,
  findSection as section,
  stubAccountApi,
} from './account-api-stub';

afterEach(() => vi.unstubAllGlobals());

const member = testProfile({ user: { email: 'anna@example.test', consents: { terms: true } } });

describe('My Account: e-mail', () => {
  it("shows the server's refusal, then asks for the change with the right password: it waits for the link", async () => {
    const state = stubAccountApi(member, {
      'POST /api/users/me/email': ({ body }) => {
        const { email, confirmationPassword } = body as { email: string; confirmationPassword: string };
        if (confirmationPassword !== 'right-password-1') return refusal(400, 'Invalid confirmationPassword');
        if (!state.profile) return refusal(401, 'Not logged in');
        // Decision 027: the address changes when the link sent to it is opened.
        return json({ user: state.profile.user, pendingEmail: email });
      },
    });
    renderApp('/u/my-account', config);
    const emailCard = await section('E-mail');
    expect(emailCard.getByTestId('account-email').textContent).toBe('anna@example.test');
    fireEvent.click(emailCard.getByRole('button', { name: 'Change e-mail' }));
    fireEvent.input(emailCard.getByLabelText('New e-mail'), { target: { value: 'nope' } });
    fireEvent.click(emailCard.getByRole('button', { name: 'Save' }));
    expect(await emailCard.findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(await emailCard.findByText('This field is required')).toBeTruthy();

    fireEvent.input(emailCard.getByLabelText('New e-mail'), { target: { value: 'anna.new@example.test' } });
    const password = emailCard.getByLabelText('Current password') as HTMLInputElement;
    fireEvent.input(password, { target: { value: 'wrong-password-1' } });
    fireEvent.click(emailCard.getByRole('button', { name: 'Save' }));
    expect(await emailCard.findByText('Invalid confirmationPassword')).toBeTruthy();
    expect(password.value).toBe('');

    fireEvent.input(password, { target: { value: 'right-password-1' } });
    fireEvent.click(emailCard.getByRole('button', { name: 'Save' }));
    expect(
      await emailCard.findByText(
        'We sent a link to anna.new@example.test. Your e-mail changes to it when you open the link.',
      ),
    ).toBeTruthy();
    expect(emailCard.getByTestId('account-email').textContent).toBe('anna@example.test');
  });
});

describe('My Account: the other sections', () => {
  it('saves changed consents only, and keeps a given required consent', async () => {
    const state = stubAccountApi(member, {
      'POST /api/users/me': (call) => acceptProfileUpdates(state)(call),
    });
    renderApp('/u/my-account', config);
    const consents = await section('Consents');
    const terms = consents.getByLabelText(/I accept the terms/) as HTMLInputElement;
    expect(terms.checked).toBe(true);
    expect(terms.disabled).toBe(true);
    const save = consents.getByRole('button', { name: 'Save consents' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(consents.getByLabelText('Send me the newsletter.'));
    fireEvent.click(save);
    expect(await consents.findByText('Your choices were saved.')).toBeTruthy();
    expect((consents.getByLabelText('Send me the newsletter.') as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a picture of another type before uploading it', async () => {
    stubAccountApi(member);
    renderApp('/u/my-account', config);
    const picture = await section('Profile picture');
    expect(picture.getByTestId('profile-avatar').textContent).toBe('BB');
    fireEvent.click(picture.getByRole('button', { name: 'Change picture' }));
    const gif = new File(['GIF89a'], 'dance.gif', { type: 'image/gif' });
    fireEvent.change(picture.getByLabelText('Choose a picture'), { target: { files: [gif] } });
    expect(
      await picture.findByText('Please select a valid image file (JPEG, PNG, or WebP) under 10MB.'),
    ).toBeTruthy();
  });

  it('offers no picture upload when the studio turned it off, and still lets her remove hers', async () => {
    const withPicture = testProfile({ user: { profilePictureUrl: '/media/avatars/abc.jpg' } });
    stubAccountApi(withPicture);
    renderApp('/u/my-account', { ...config, features: { ...config.features, profilePictureUpload: false } });
    const picture = await section('Profile picture');
    expect(picture.getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(picture.queryByRole('button', { name: 'Change picture' })).toBeNull();
  });

  it('says so when the export fails', async () => {
    stubAccountApi(member, {
      'GET /api/users/me/export': () => refusal(500, 'Failed to export account data'),
    });
    renderApp('/u/my-account', config);
    const data = await section('Your data');
    fireEvent.click(data.getByRole('button', { name: 'Export my data' }));
    expect(await data.findByText('Failed to export account data')).toBeTruthy();
  });

  it('opens the password and delete views of the account dialog', async () => {
    stubAccountApi(member);
    renderApp('/u/my-account', config);
    fireEvent.click((await section('Password')).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(window.location.search).toBe('?u=edit-password'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    fireEvent.click((await section('Delete account')).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('dialog', { name: 'Delete account' })).toBeTruthy();
  });

  it('opens sign-in over the page for a visitor', async () => {
    stubAccountApi(null);
    renderApp('/u/my-account', config);
    await waitFor(() => expect(window.location.search).toBe('?u=login'));
    expect(await screen.findByText('Sign in to see and change your account.')).toBeTruthy();
  });
});
