import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../../testing/profiles';
import { renderApp } from '../../../testing/render-app';
import {
  acceptProfileUpdates,
  accountTestConfig as config,
  deferred,
  refusal,
  type StubbedCall,
  findSection as section,
  stubAccountApi,
} from './account-api-stub';

afterEach(() => vi.unstubAllGlobals());

const member = testProfile({ user: { email: 'anna@example.test', consents: { terms: true } } });

describe('My Account: personal details', () => {
  it('goes read -> editing -> saving (busy) -> read, and shows the saved names', async () => {
    const answer = deferred<Response>();
    const state = stubAccountApi(member, { 'POST /api/users/me': () => answer.promise });
    renderApp('/u/my-account', config);
    const details = await section('Personal details');
    // The full name falls back to the e-mail; the greeting to "Dancer".
    expect(details.getByTestId('full-name').textContent).toBe('anna@example.test');
    const picture = await section('Profile picture');
    expect(picture.getByText('Hi, Dancer')).toBeTruthy();

    fireEvent.click(details.getByRole('button', { name: 'Edit personal details' }));
    fireEvent.input(details.getByLabelText('First name'), { target: { value: ' Anna ' } });
    fireEvent.input(details.getByLabelText('Last name'), { target: { value: 'Pavlova' } });
    fireEvent.click(details.getByRole('button', { name: 'Save' }));

    const busy = await details.findByRole('button', { name: 'Saving…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    // The save, not the last call: a page view may be recorded after it.
    const save = state.calls.find((c) => c.method === 'POST' && c.path === '/api/users/me') as StubbedCall;
    expect(save.body).toEqual({ firstName: 'Anna', lastName: 'Pavlova' });

    answer.resolve(acceptProfileUpdates(state)(save) as Response);
    await waitFor(() => expect(details.getByTestId('full-name').textContent).toBe('Anna Pavlova'));
    expect(details.getByText('Your details were saved.')).toBeTruthy();
    expect(details.queryByLabelText('First name')).toBeNull();
    expect(picture.getByText('Hi, Anna')).toBeTruthy();
  });

  it('Cancel discards the changes without a call', async () => {
    const state = stubAccountApi(testProfile({ user: { firstName: 'Anna', fullName: 'Anna' } }));
    renderApp('/u/my-account', config);
    const details = await section('Personal details');
    fireEvent.click(details.getByRole('button', { name: 'Edit personal details' }));
    fireEvent.input(details.getByLabelText('First name'), { target: { value: 'Someone else' } });
    fireEvent.click(details.getByRole('button', { name: 'Cancel' }));
    expect(details.getByTestId('full-name').textContent).toBe('Anna');
    fireEvent.click(details.getByRole('button', { name: 'Edit personal details' }));
    expect((details.getByLabelText('First name') as HTMLInputElement).value).toBe('Anna');
    expect(state.calls.filter((c) => c.method === 'POST' && c.path !== '/api/page-views')).toEqual([]);
  });

  it('refuses names over 50 characters before calling the server', async () => {
    const state = stubAccountApi(member);
    renderApp('/u/my-account', config);
    const details = await section('Personal details');
    fireEvent.click(details.getByRole('button', { name: 'Edit personal details' }));
    fireEvent.input(details.getByLabelText('First name'), { target: { value: 'x'.repeat(51) } });
    fireEvent.input(details.getByLabelText('Last name'), { target: { value: 'y'.repeat(51) } });
    fireEvent.click(details.getByRole('button', { name: 'Save' }));
    expect(await details.findByText('firstName can have max 50 characters.')).toBeTruthy();
    expect(details.getByText('lastName can have max 50 characters.')).toBeTruthy();
    expect(state.calls.filter((c) => c.method === 'POST' && c.path !== '/api/page-views')).toEqual([]);
  });

  it("shows the server's name message on its field, and an unknown error on the form", async () => {
    let answer = refusal(400, 'Invalid request. lastName: lastName can have max 50 characters.');
    stubAccountApi(member, { 'POST /api/users/me': () => answer });
    renderApp('/u/my-account', config);
    const details = await section('Personal details');
    fireEvent.click(details.getByRole('button', { name: 'Edit personal details' }));
    fireEvent.click(details.getByRole('button', { name: 'Save' }));
    const error = await details.findByText('lastName can have max 50 characters.');
    expect(details.getByLabelText('Last name').getAttribute('aria-describedby')).toBe(error.id);

    answer = refusal(500, 'Something went wrong on our side.');
    fireEvent.click(details.getByRole('button', { name: 'Save' }));
    expect(await details.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});
