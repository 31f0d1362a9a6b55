import { liveOfferFor } from '@releve/contracts';
import {
  dayPassKeyFor,
  dayPassOfferFor,
  formatWholeMoney,
  productKeys,
} from '@releve/contracts/billing-rules';
import { useViewer } from '../accounts';
import { useOffers } from '../billing';

/**
 * What the live schedule tells this person they can do, and for what price (decision 025):
 * - `join`: live access runs (a live membership, a live pass, a redeemed Day Pass); `until` when it
 *   ends rather than renews;
 * - `redeem-day-pass`: an unused Day Pass to use first, member or not;
 * - `buy-day-pass`: the Day Pass this person buys, at the price the studio's offers give it (the
 *   members' price to a member, the regular one to a visitor or a non-member), with the pricing page's
 *   buy flow (`pk`: a visitor creates an account first, then the checkout starts).
 */
export type LiveAccess =
  | { kind: 'join'; until: string | null }
  | { kind: 'redeem-day-pass'; unusedDayPasses: number }
  | {
      kind: 'buy-day-pass';
      isMember: boolean;
      /** "$5": null while the offers load (`loading`), or when the studio sells this person no Day Pass. */
      price: string | null;
      loading: boolean;
      /** What members pay, told to those who pay more. */
      memberPrice: string | null;
      href: string;
    };

export function useLiveAccess(): LiveAccess {
  const viewer = useViewer();
  const offer = liveOfferFor(viewer.membership);
  const offers = useOffers(offer === 'buy-day-pass');
  const user = viewer.profile?.user;

  if (offer === 'join') {
    const now = new Date();
    const running = (user?.products ?? []).filter(
      (product) => product.type === 'live' && Date.parse(product.expiresAt) > now.getTime(),
    );
    const renews = running.some((product) => product.isRecurring);
    const lastEnd =
      running
        .map((product) => product.expiresAt)
        .sort()
        .at(-1) ?? null;
    return { kind: 'join', until: renews ? null : lastEnd };
  }
  if (offer === 'redeem-day-pass')
    return { kind: 'redeem-day-pass', unusedDayPasses: user?.unusedDayPasses ?? 0 };

  const isMember = viewer.isMember;
  const own = offers.data ? dayPassOfferFor(offers.data, isMember) : null;
  const members = offers.data?.find((each) => each.key === productKeys.dayPassMember) ?? null;
  const key = own?.key ?? dayPassKeyFor(isMember);
  return {
    kind: 'buy-day-pass',
    isMember,
    price: own && formatWholeMoney(own.price, own.currency),
    loading: offers.isPending,
    memberPrice:
      !isMember && members && own && members.price < own.price
        ? formatWholeMoney(members.price, members.currency)
        : null,
    href: viewer.signedIn ? `/pricing?pk=${key}` : `/pricing?u=create-account&pk=${key}`,
  };
}
