import type { AppConfig, MediaItem } from '@releve/contracts';

export type AccessModel = AppConfig['contentProtection']['accessModel'];

export interface AccessFacts {
  accessModel: AccessModel;
  signedIn: boolean;
  /** Holds on-demand access: a member or a subscriber. */
  hasSubscription: boolean;
  /** The item is in a free or sampler playlist: unlocked for everyone (viewing.md §4). */
  inFreePlaylist: boolean;
}

/**
 * Whether the paywall shows for this item (viewing.md §4). The playback issue's player applies the
 * same rule when it asks for a stream; this page only decides what the button and player area offer.
 */
export function isMediaLocked(item: Pick<MediaItem, 'mediaOffers'>, facts: AccessFacts): boolean {
  if (facts.inFreePlaylist) return false;
  switch (facts.accessModel) {
    case 'free':
      return false;
    case 'freeauth':
      return !facts.signedIn;
    case 'authvod':
      // Login required; items sold through offers also need the subscription.
      return !facts.signedIn || (item.mediaOffers.length > 0 && !facts.hasSubscription);
    default:
      return !facts.hasSubscription;
  }
}

/** Where a locked play goes: the sign-in dialog when signing in would be enough, else pricing. */
export function lockedPlayTarget(accessModel: AccessModel, signedIn: boolean): 'login' | 'pricing' {
  const loginUnlocks = accessModel === 'freeauth' || accessModel === 'authvod';
  return !signedIn && loginUnlocks ? 'login' : 'pricing';
}
