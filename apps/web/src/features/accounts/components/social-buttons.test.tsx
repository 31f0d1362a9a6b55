import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubApi } from '../../../testing/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('social sign-in', () => {
  it('says "Failed to fetch social urls" when the provider address cannot be had', async () => {
    // The sign-in/social call is not answered (404): no address to go to.
    stubApi(null, { '/api/auth-providers': { providers: ['google'] } });
    renderApp('/?u=login');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Failed to fetch social urls')).toBeTruthy();
  });
});
