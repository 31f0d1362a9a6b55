import type { Product } from './membership';
import type { AccessModel, PlaybackDecision, PlaybackMedia } from './playback-access';

/*
 * One table of who may play what, run through both sides: the server's sign route (an integration
 * test signs each case) and the web app's paywall decision (a unit test). Both must agree with
 * `expected`, so the paywall never shows where the server would sign, nor the reverse.
 */

/** Who looks: a visitor, or an account holding products of these types (30 days left each). */
export type AccessCaseViewer = 'visitor' | 'no-products' | 'member' | 'live-member';

/** The product types each kind of account holds. */
export const accessCaseProducts: Record<Exclude<AccessCaseViewer, 'visitor'>, Product['type'][]> = {
  'no-products': [],
  member: ['on-demand'],
  'live-member': ['live'],
};

export interface PlaybackAccessCase {
  name: string;
  accessModel: AccessModel;
  media: PlaybackMedia;
  viewer: AccessCaseViewer;
  expected: PlaybackDecision;
}

const vod = (productIds: string | null, extra: Partial<PlaybackMedia> = {}): PlaybackMedia => ({
  mediaStatus: 'VOD',
  contentType: 'video',
  productIds,
  freelyPlayable: false,
  ...extra,
});
/** A live class as the demo studio sells it: to live members (and members, through on-demand). */
const liveClass = vod('sandbox:live,sandbox:on-demand', { mediaStatus: 'LIVE' });
const memberClass = vod('sandbox:on-demand');
const allowed: PlaybackDecision = { allowed: true };
const refused = (reason: Extract<PlaybackDecision, { allowed: false }>['reason']): PlaybackDecision => ({
  allowed: false,
  reason,
});

export const playbackAccessCases: PlaybackAccessCase[] = [
  // svod, the demo studio's model.
  {
    name: 'svod: a live member plays a LIVE class',
    accessModel: 'svod',
    media: liveClass,
    viewer: 'live-member',
    expected: allowed,
  },
  {
    name: 'svod: a member plays a LIVE class',
    accessModel: 'svod',
    media: liveClass,
    viewer: 'member',
    expected: allowed,
  },
  {
    name: 'svod: a visitor is asked to sign in for a LIVE class',
    accessModel: 'svod',
    media: liveClass,
    viewer: 'visitor',
    expected: refused('sign-in'),
  },
  {
    name: 'svod: an account without products needs a membership for a LIVE class',
    accessModel: 'svod',
    media: liveClass,
    viewer: 'no-products',
    expected: refused('membership'),
  },
  {
    name: 'svod: a live member does not play the on-demand library',
    accessModel: 'svod',
    media: memberClass,
    viewer: 'live-member',
    expected: refused('membership'),
  },
  {
    name: 'svod: a member plays the on-demand library',
    accessModel: 'svod',
    media: memberClass,
    viewer: 'member',
    expected: allowed,
  },
  {
    name: 'svod: a member plays a class without offers',
    accessModel: 'svod',
    media: vod(null),
    viewer: 'member',
    expected: allowed,
  },
  {
    name: 'svod: a scheduled class never plays',
    accessModel: 'svod',
    media: { ...liveClass, mediaStatus: 'SCHEDULED' },
    viewer: 'member',
    expected: refused('not-playable'),
  },
  {
    name: 'svod: a free-library class plays for a visitor',
    accessModel: 'svod',
    media: vod('sandbox:on-demand', { freelyPlayable: true }),
    viewer: 'visitor',
    expected: allowed,
  },
  {
    name: 'svod: a trailer plays for a visitor',
    accessModel: 'svod',
    media: vod('sandbox:on-demand', { contentType: 'trailer' }),
    viewer: 'visitor',
    expected: allowed,
  },
  // Premier offers: only holders of that offer, membership is not enough.
  {
    name: 'svod: a premier live offer refuses a member',
    accessModel: 'svod',
    media: vod('!sandbox:live'),
    viewer: 'member',
    expected: refused('premier-offer'),
  },
  {
    name: 'svod: a premier live offer plays for a live member',
    accessModel: 'svod',
    media: vod('!sandbox:live'),
    viewer: 'live-member',
    expected: allowed,
  },
  {
    name: 'authvod: a premier offer asks a visitor to sign in',
    accessModel: 'authvod',
    media: vod('!sandbox:on-demand'),
    viewer: 'visitor',
    expected: refused('sign-in'),
  },
  // authvod: an account is enough for items with offers; items without offers play for everyone.
  {
    name: 'authvod: a class without offers plays for a visitor',
    accessModel: 'authvod',
    media: vod(null),
    viewer: 'visitor',
    expected: allowed,
  },
  {
    name: 'authvod: a class with offers asks a visitor to sign in',
    accessModel: 'authvod',
    media: memberClass,
    viewer: 'visitor',
    expected: refused('sign-in'),
  },
  {
    name: 'authvod: a class with offers plays for any account',
    accessModel: 'authvod',
    media: memberClass,
    viewer: 'no-products',
    expected: allowed,
  },
  // freeauth and free.
  {
    name: 'freeauth: a visitor is asked to sign in',
    accessModel: 'freeauth',
    media: memberClass,
    viewer: 'visitor',
    expected: refused('sign-in'),
  },
  {
    name: 'freeauth: any account plays',
    accessModel: 'freeauth',
    media: memberClass,
    viewer: 'no-products',
    expected: allowed,
  },
  {
    name: 'free: a visitor plays a member class',
    accessModel: 'free',
    media: memberClass,
    viewer: 'visitor',
    expected: allowed,
  },
];
