import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '../../../testing/profiles';
import { renderApp, testConfig } from '../../../testing/render-app';
import { stubAccountApi } from '../my-account/account-api-stub';

afterEach(() => vi.unstubAllGlobals());

const captureConfig = testConfig({
  custom: {
    shortcuts: {},
    capture: { enabled: true, fields: [{ key: 'firstNameLastName', required: true }], questions: [] },
  },
});

describe('personal details after registration', () => {
  it("refuses a first name over 50 characters with the spec's message, before calling the server", async () => {
    const state = stubAccountApi(testProfile({}));
    renderApp('/?u=personal-details', captureConfig);
    const details = within(await screen.findByRole('dialog', { name: 'Personal details' }));
    fireEvent.change(await details.findByLabelText('First name'), { target: { value: 'A'.repeat(51) } });
    fireEvent.change(details.getByLabelText('Last name'), { target: { value: 'Dancer' } });
    fireEvent.click(details.getByRole('button', { name: 'Continue' }));
    expect(await details.findByText('firstName can have max 50 characters.')).toBeTruthy();
    expect(state.calls.some((call) => call.path === '/api/users/me/capture')).toBe(false);
  });
});
