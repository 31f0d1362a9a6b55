import { emptyWeekPlan, type ProfileAnswer } from '@releve/contracts';

const noMembership = {
  isMember: false,
  isLiveMember: false,
  isSubscriber: false,
  isDayPassOnly: false,
  has24HourPass: false,
  isExpiringSoon: false,
  isTrialEligible: true,
  hasMagazineAccess: false,
  canRedeemDayPass: false,
  mayBuyDayPasses: true,
  hasOneYearOnDemand: false,
};

/** A product running from a day ago for a year, as a member's or live member's would. */
function runningProduct(type: 'on-demand' | 'live') {
  const day = 86_400_000;
  return {
    type,
    createdAt: new Date(Date.now() - day).toISOString(),
    expiresAt: new Date(Date.now() + 365 * day).toISOString(),
    isRecurring: false,
  };
}

/**
 * A profile answer as the server sends it, for component tests. As on the server, a member holds an
 * on-demand product and a live member a live one (the playback rules read the products), unless the
 * test names the products itself.
 */
export function testProfile(overrides: {
  user?: Partial<ProfileAnswer['user']>;
  membership?: Partial<ProfileAnswer['membership']>;
  ftue1?: boolean;
  hasDayPass?: boolean;
}): ProfileAnswer {
  return {
    user: {
      id: 'u1',
      uid: 'u1',
      email: 'anna@example.test',
      emailVerified: true,
      fullName: 'anna@example.test',
      firstName: '',
      lastName: '',
      tags: [],
      unusedDayPasses: 0,
      hasPendingSubscription: false,
      consents: {},
      counts: { watchedVideos: 0, bookmarks: 0 },
      programState: {},
      myWeekPlan: emptyWeekPlan(),
      profilePictureUrl: null,
      hasGivenPersonalDetails: false,
      products: [
        ...(overrides.membership?.isMember ? [runningProduct('on-demand')] : []),
        ...(overrides.membership?.isLiveMember ? [runningProduct('live')] : []),
      ],
      ...overrides.user,
    },
    ftue1: overrides.ftue1 ?? false,
    hasOneYearOnDemand: false,
    hasDayPass: overrides.hasDayPass ?? false,
    isAdmin: false,
    staffRole: null,
    hasTrial: false,
    hasExpiredTrial: false,
    membership: { ...noMembership, ...overrides.membership },
  };
}
