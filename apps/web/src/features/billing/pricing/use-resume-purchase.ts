import type { Offer } from '@releve/contracts';
import { dayPassOfferFor, productKeys } from '@releve/contracts/billing-rules';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { PURCHASED_PRODUCT_KEY } from '../../../app/use-url-params';
import { readLocal, removeLocal } from '../../../lib/storage';
import { useViewer } from '../../accounts';
import { mayBuy } from './plans';

const isDayPassKey = (key: string) => key === productKeys.dayPass || key === productKeys.dayPassMember;

/**
 * A visitor who clicked buy went to create an account with `pk=<key>` (stored, then removed from the
 * URL). Once they are signed in and the dialog has closed, the same purchase starts. A visitor who
 * closes the dialog without signing in drops it, so a later visit does not buy by surprise.
 */
export function useResumePurchase(offers: Offer[] | undefined, buy: (offer: Offer) => void) {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const dialogOpen = params.has('u');
  // Only a dialog closed while signed out drops the key: a stored key waits for the account dialog.
  const dialogWasOpen = useRef(dialogOpen);

  useEffect(() => {
    const dialogClosed = dialogWasOpen.current && !dialogOpen;
    dialogWasOpen.current = dialogOpen;
    if (dialogOpen || viewer.status === 'loading') return;
    const key = readLocal(PURCHASED_PRODUCT_KEY);
    if (!key) return;
    if (viewer.status === 'signed-out') {
      if (dialogClosed) removeLocal(PURCHASED_PRODUCT_KEY);
      return;
    }
    if (!offers) return;
    removeLocal(PURCHASED_PRODUCT_KEY);
    const offer = offers.find((candidate) => candidate.key === key);
    const mayBuyDayPasses = viewer.membership?.mayBuyDayPasses;
    if (offer && mayBuy(offer, viewer.isMember, mayBuyDayPasses)) buy(offer);
    // "Join Live for $15" clicked signed out by someone who then signed in as a member: her own Day Pass.
    else if (offer && isDayPassKey(offer.key) && mayBuyDayPasses !== false) {
      const own = dayPassOfferFor(offers, viewer.isMember);
      if (own) buy(own);
    }
  }, [dialogOpen, viewer.status, viewer.isMember, viewer.membership, offers, buy]);
}
