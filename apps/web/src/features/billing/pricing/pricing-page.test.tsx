import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PURCHASED_PRODUCT_KEY } from '../../../app/use-url-params';
import { readLocal, writeLocal } from '../../../lib/storage';
import { testProfile } from '../../../testing/profiles';
import { preloadPage, renderApp } from '../../../testing/render-app';
import { deferred, demoOffers, holdPageLeaves, json, refusal, stubBillingApi } from '../billing-api-stub';
import { PURCHASE_FAILED_EVENT } from '../purchase-events';

await preloadPage('pricing');

const leaves = holdPageLeaves();

const nonMember = testProfile({ membership: { isTrialEligible: true } });
const member = testProfile({ membership: { isMember: true, isSubscriber: true, isTrialEligible: false } });

function pricingServer(
  profile: Parameters<typeof stubBillingApi>[0],
  session?: () => Response | Promise<Response>,
) {
  return stubBillingApi(profile, {
    'GET /api/offers': () => json({ offers: demoOffers }),
    'POST /api/checkout/session': () =>
      session?.() ?? json({ url: '/checkout/sandbox/cs_1', orderId: 'ord_1' }),
  });
}

const card = async (name: string) =>
  within((await screen.findByRole('heading', { name, level: 2 })).closest('article') as HTMLElement);

describe('the pricing page', () => {
  it('shows a visitor the monthly trial, the pass, and the $15 Day Pass, but not the pack', async () => {
    pricingServer(null);
    renderApp('/pricing?t=0');
    const monthly = await card('On-Demand Monthly');
    expect(monthly.getByText('$25.00')).toBeTruthy();
    expect(monthly.getByText('7 days free, then $25.00/month. Cancel anytime.')).toBeTruthy();
    expect(monthly.getByRole('button', { name: 'Start 7-Day Free Trial' })).toBeTruthy();

    const pass = await card('On-Demand Pass');
    expect(pass.getByText('$200.00')).toBeTruthy();
    expect(pass.getByText('Save $100')).toBeTruthy();
    fireEvent.click(pass.getByLabelText('6 months'));
    expect(pass.getByText('$13.30')).toBeTruthy();
    expect(pass.getByText('$79.80 charged once')).toBeTruthy();

    const dayPass = await card('Day Pass');
    expect(dayPass.getByText('$15.00')).toBeTruthy();
    expect(dayPass.getByText('$5.00 for members')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Day Pass Pack' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'What members say' })).toBeTruthy();
    expect(screen.getByText('How does the free trial work?')).toBeTruthy();
  });

  it('shows a member the $5 Day Pass and the pack, and no monthly plan', async () => {
    pricingServer(member);
    renderApp('/pricing');
    const dayPass = await card('Day Pass');
    expect(dayPass.getByText('$5.00')).toBeTruthy();
    expect(dayPass.getByText('Member price: you save $10')).toBeTruthy();
    expect((await card('Day Pass Pack')).getByText('$25.00')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'On-Demand Monthly' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start 7-Day Free Trial' })).toBeNull();
  });

  it('starts the checkout behind an overlay and leaves for the payment page', async () => {
    const held = deferred<Response>();
    const state = pricingServer(nonMember, () => held.promise);
    renderApp('/pricing');
    fireEvent.click(
      (await card('On-Demand Monthly')).getByRole('button', { name: 'Start 7-Day Free Trial' }),
    );
    expect(await screen.findByTestId('buy-overlay')).toBeTruthy();
    held.resolve(json({ url: '/checkout/sandbox/cs_1', orderId: 'ord_1' }));
    await waitFor(() => expect(leaves.assign).toHaveBeenCalledWith('/checkout/sandbox/cs_1'));
    expect(state.calls.find((call) => call.path === '/api/checkout/session')?.body).toEqual({
      key: 'on-demand',
      hasTrial: true,
      requireUSAddress: false,
      redirectUrl: `${window.location.origin}/?u=finalize-payment`,
      cancelUrl: `${window.location.origin}/pricing?u=payment-cancelled`,
    });
  });

  it('removes the overlay when the start fails, shows why and tracks purchase_failed', async () => {
    const failed = vi.fn();
    window.addEventListener(PURCHASE_FAILED_EVENT, failed);
    pricingServer(member, () => refusal(400, 'Already have an active access'));
    renderApp('/pricing');
    fireEvent.click((await card('Day Pass Pack')).getByRole('button', { name: 'Buy the Pack' }));
    expect(await screen.findByText('Already have an active access')).toBeTruthy();
    expect(screen.queryByTestId('buy-overlay')).toBeNull();
    expect(failed).toHaveBeenCalledTimes(1);
    const [event] = failed.mock.calls[0] as [CustomEvent];
    expect(event.detail).toEqual({
      key: 'day-pass-pack-5',
      message: 'Already have an active access',
    });
    expect(leaves.assign).not.toHaveBeenCalled();
    window.removeEventListener(PURCHASE_FAILED_EVENT, failed);
  });

  it('answers a refused trial with the invalid-trial banner and no trial button anywhere', async () => {
    pricingServer(nonMember, () => refusal(409, 'invalid-trial'));
    renderApp('/pricing');
    fireEvent.click(
      (await card('On-Demand Monthly')).getByRole('button', { name: 'Start 7-Day Free Trial' }),
    );
    expect(
      await screen.findByText("Sorry, it looks like you've already completed a free trial."),
    ).toBeTruthy();
    expect(window.location.search).toBe('?error=invalid-trial');
    expect((await card('On-Demand Monthly')).getByRole('button', { name: 'Join Now' })).toBeTruthy();
    expect(screen.queryByText('Start 7-Day Free Trial')).toBeNull();
  });

  it('sends a visitor to create an account first, keeping the product key', async () => {
    pricingServer(null);
    renderApp('/pricing');
    fireEvent.click((await card('On-Demand Pass')).getByRole('button', { name: 'Buy Pass' }));
    expect(await screen.findByRole('dialog', { name: 'Create account' })).toBeTruthy();
    expect(readLocal(PURCHASED_PRODUCT_KEY)).toBe('on-demand-annual');
    expect(new URLSearchParams(window.location.search).has('pk')).toBe(false);
  });

  it('resumes the purchase once the visitor is signed in and the dialog has closed', async () => {
    writeLocal(PURCHASED_PRODUCT_KEY, 'on-demand-annual');
    const state = pricingServer(nonMember);
    renderApp('/pricing');
    await waitFor(() => expect(leaves.assign).toHaveBeenCalledWith('/checkout/sandbox/cs_1'));
    expect(state.calls.find((call) => call.path === '/api/checkout/session')?.body).toMatchObject({
      key: 'on-demand-annual',
      hasTrial: false,
    });
    expect(readLocal(PURCHASED_PRODUCT_KEY)).toBeNull();
  });

  it('says so when the offers cannot be loaded', async () => {
    stubBillingApi(null, { 'GET /api/offers': () => refusal(404, 'checkout service is not configured') });
    renderApp('/pricing');
    expect(await screen.findByText('Failed to get offers')).toBeTruthy();
  });
});
