import {
  type AccessModel,
  decidePlayback,
  type MediaItem,
  type PlaybackDecision,
  type PlaybackViewer,
  type ProfileAnswer,
} from '@releve/contracts';

export type { AccessModel } from '@releve/contracts';

export interface AccessFacts {
  accessModel: AccessModel;
  /** The signed-in person's profile; null for a visitor. */
  profile: ProfileAnswer | null;
  now: Date;
}

/** The viewer as the shared rules know it: what the profile's account holds. */
export function playbackViewerOf(profile: ProfileAnswer | null): PlaybackViewer {
  if (!profile) return { signedIn: false };
  const { user } = profile;
  return {
    signedIn: true,
    facts: {
      products: user.products,
      tags: user.tags,
      unusedDayPasses: user.unusedDayPasses,
      hasTrial: profile.hasTrial,
      hasExpiredTrial: profile.hasExpiredTrial,
      hasActiveSubscription: profile.membership.isSubscriber,
    },
  };
}

type PlaybackFacts = Pick<MediaItem, 'mediaStatus' | 'contentType' | 'productIds' | 'freelyPlayable'>;

/**
 * May this person play this item? The very rule the server signs with (contracts'
 * `decidePlayback`), so the page offers the player exactly where the server will sign.
 */
export function decideMediaPlayback(item: PlaybackFacts, facts: AccessFacts): PlaybackDecision {
  return decidePlayback(
    facts.accessModel,
    {
      mediaStatus: item.mediaStatus,
      contentType: item.contentType,
      productIds: item.productIds,
      freelyPlayable: item.freelyPlayable,
    },
    playbackViewerOf(facts.profile),
    facts.now,
  );
}

/**
 * Whether the paywall shows for this item (viewing.md §4). A scheduled item is not locked: it says
 * when it starts instead, and plays for whoever may once it is live.
 */
export function isMediaLocked(item: PlaybackFacts, facts: AccessFacts): boolean {
  const decision = decideMediaPlayback(item, facts);
  if (decision.allowed) return false;
  if (decision.reason !== 'not-playable') return true;
  return !decideMediaPlayback({ ...item, mediaStatus: 'LIVE' }, facts).allowed;
}

/** An account that holds nothing: what signing in alone would make of a visitor. */
const bareAccount: PlaybackViewer = {
  signedIn: true,
  facts: { products: [], tags: [], unusedDayPasses: 0, hasTrial: false, hasExpiredTrial: false },
};

/**
 * Where a locked play goes: the sign-in dialog when signing in would be enough (the same rule
 * decides for an account holding nothing), else pricing.
 */
export function lockedPlayTarget(item: PlaybackFacts, facts: AccessFacts): 'login' | 'pricing' {
  if (facts.profile) return 'pricing';
  const asAccount = decidePlayback(
    facts.accessModel,
    { ...item, mediaStatus: 'VOD' },
    bareAccount,
    facts.now,
  );
  return asAccount.allowed ? 'login' : 'pricing';
}
