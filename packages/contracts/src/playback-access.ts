import type { MediaStatus } from './catalog';
import type { AppConfig } from './config';
import { activeProducts, isMember, type MembershipFacts, type Product } from './membership';

/*
 * Who may play what (viewing.md §4 "Playback access"): pure rules, decided on the server when it signs
 * a playback token, and readable by the web app to choose between the player and the paywall. Time is
 * passed in as `now`; nothing here reads the clock.
 */

export type AccessModel = AppConfig['contentProtection']['accessModel'];

/**
 * The payment provider whose offers products stand for. Products do not carry offer ids yet: an
 * active product of type T holds the offer `sandbox:T` (`sandbox:on-demand`, `sandbox:live`), the
 * ids the demo catalogue's `productIds` use. When billing records the offer a product was bought
 * with, `offerIdsOf` reads it from there instead.
 */
export const PRODUCT_OFFER_PROVIDER = 'sandbox';

export interface MediaOffer {
  offerId: string;
  /** A leading `!` in productIds: only holders of this very offer may play. */
  premier: boolean;
}

/** `productIds` ("provider:id, !provider:id") as offers; blanks dropped, `!` read as premier. */
export function parseProductIds(productIds: string | null | undefined): MediaOffer[] {
  return (productIds ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && entry !== '!')
    .map((entry) =>
      entry.startsWith('!')
        ? { offerId: entry.slice(1).trim(), premier: true }
        : { offerId: entry, premier: false },
    );
}

export const offerIdOf = (product: Pick<Product, 'type'>) => `${PRODUCT_OFFER_PROVIDER}:${product.type}`;

/** The offers an account holds now: one per active product (expired products hold nothing). */
export function offerIdsOf(facts: MembershipFacts, now: Date): Set<string> {
  return new Set(activeProducts(facts, now).map(offerIdOf));
}

export interface PlaybackMedia {
  mediaStatus: MediaStatus;
  /** A ContentType, or the studio's own type (played as a video). */
  contentType: string;
  productIds: string | null;
  /**
   * The catalogue lets everyone play it: it is in a free or sampler playlist, or an unlocked
   * program lesson (the Free tag).
   */
  freelyPlayable: boolean;
}

/** The viewer: a visitor (no account), or a signed-in account with what it holds. */
export type PlaybackViewer = { signedIn: false } | { signedIn: true; facts: MembershipFacts };

export type PlaybackDecision =
  | { allowed: true }
  | {
      allowed: false;
      /**
       * `not-playable`: scheduled, never plays; `sign-in`: an account would help; `membership`: needs
       * an on-demand membership (or one of the item's offers); `premier-offer`: needs the item's
       * premier offer, which membership alone does not give.
       */
      reason: 'not-playable' | 'sign-in' | 'membership' | 'premier-offer';
    };

const allowed: PlaybackDecision = { allowed: true };
const refused = (reason: Extract<PlaybackDecision, { allowed: false }>['reason']): PlaybackDecision => ({
  allowed: false,
  reason,
});

/**
 * May this viewer play this media now?
 *
 * 1. Only LIVE and VOD media play; SCHEDULED never does, whatever the viewer holds.
 * 2. Free and sampler playlist items, unlocked lessons and trailers (previews meant to sell the
 *    classes) play for everyone, in every access model.
 * 3. `free`: everything plays.
 * 4. Premier offers (`!` in productIds): only a viewer holding one of them plays the item; membership
 *    alone is not enough.
 * 5. `freeauth`: any signed-in viewer. `authvod`: an item with offers needs a signed-in viewer; one
 *    without offers plays for everyone. `svod`: a member (an on-demand product not expired), or a
 *    viewer holding one of the item's offers (a live product for a live class).
 */
export function decidePlayback(
  accessModel: AccessModel,
  media: PlaybackMedia,
  viewer: PlaybackViewer,
  now: Date,
): PlaybackDecision {
  if (media.mediaStatus === 'SCHEDULED') return refused('not-playable');
  if (media.freelyPlayable || media.contentType === 'trailer') return allowed;
  if (accessModel === 'free') return allowed;

  const offers = parseProductIds(media.productIds);
  const held = viewer.signedIn ? offerIdsOf(viewer.facts, now) : new Set<string>();
  const premier = offers.filter((offer) => offer.premier);
  if (premier.length > 0) {
    if (!viewer.signedIn) return refused('sign-in');
    return premier.some((offer) => held.has(offer.offerId)) ? allowed : refused('premier-offer');
  }

  switch (accessModel) {
    case 'freeauth':
      return viewer.signedIn ? allowed : refused('sign-in');
    case 'authvod':
      return offers.length === 0 || viewer.signedIn ? allowed : refused('sign-in');
    case 'svod': {
      if (!viewer.signedIn) return refused('sign-in');
      if (isMember(viewer.facts, now)) return allowed;
      return offers.some((offer) => held.has(offer.offerId)) ? allowed : refused('membership');
    }
  }
}
