import { viewAfterRegistration } from '@releve/contracts/routes';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { PURCHASED_PRODUCT_KEY } from '../../../app/use-url-params';
import { type DialogViewProps, REGISTERED_PARAM } from '../../../lib/account-dialog';
import { useConfig } from '../../../lib/config-context';
import { readLocal } from '../../../lib/storage';

/**
 * What follows a new account (§4: "Registration leads to choose-offer or welcome"). A visitor who came
 * to buy something (`pk`, kept in storage) goes to pricing, where that purchase resumes; one who came
 * for a pass the page activates after sign-in (`m`, the newsletter's pass24) goes back to that page;
 * anyone else goes on to the offers when the studio sells access, or to the welcome view.
 */
export function useAfterRegistration({ params, go, close }: DialogViewProps) {
  const { contentProtection } = useConfig();
  const [location, navigate] = useLocation();
  const activating = params.has('m');
  return useCallback(() => {
    if (activating) {
      close();
      return;
    }
    if (readLocal(PURCHASED_PRODUCT_KEY)) {
      if (location === '/pricing') close();
      else navigate('/pricing');
      return;
    }
    const next = viewAfterRegistration(contentProtection.accessModel);
    go(next, { email: null, [REGISTERED_PARAM]: next === 'welcome' ? '1' : null });
  }, [activating, contentProtection.accessModel, location, navigate, go, close]);
}
