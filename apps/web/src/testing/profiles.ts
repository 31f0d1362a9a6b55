import type { ProfileAnswer } from '@releve/contracts';

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
  hasOneYearOnDemand: false,
};

/** A profile answer as the server sends it, for component tests. */
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
      fullName: 'anna@example.test',
      firstName: '',
      lastName: '',
      tags: [],
      products: [],
      unusedDayPasses: 0,
      hasPendingSubscription: false,
      consents: {},
      counts: { watchedVideos: 0, bookmarks: 0 },
      videoState: {},
      programState: {},
      profilePictureUrl: null,
      hasGivenPersonalDetails: false,
      ...overrides.user,
    },
    ftue1: overrides.ftue1 ?? false,
    hasOneYearOnDemand: false,
    hasDayPass: overrides.hasDayPass ?? false,
    isAdmin: false,
    hasTrial: false,
    hasExpiredTrial: false,
    membership: { ...noMembership, ...overrides.membership },
  };
}
