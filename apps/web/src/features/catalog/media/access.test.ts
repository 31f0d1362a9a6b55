import type { AccessModel, Product } from '@releve/contracts';
import { accessCaseProducts, playbackAccessCases } from '@releve/contracts/playback-access-cases';
import { describe, expect, it } from 'vitest';
import { testMedia } from '../../../testing/media';
import { testProfile } from '../../../testing/profiles';
import { type AccessFacts, decideMediaPlayback, isMediaLocked, lockedPlayTarget } from './access';

const now = new Date();
const facts = (accessModel: AccessModel, overrides: Partial<AccessFacts> = {}): AccessFacts => ({
  accessModel,
  profile: null,
  now,
  ...overrides,
});
const liveMember = testProfile({ membership: { isLiveMember: true } });
const member = testProfile({ membership: { isMember: true } });
const liveClass = testMedia({ mediaStatus: 'LIVE', productIds: 'sandbox:live,sandbox:on-demand' });

describe('paywall', () => {
  it('shows no paywall to a live member on a LIVE class sold to live members', () => {
    expect(isMediaLocked(liveClass, facts('svod', { profile: liveMember }))).toBe(false);
    expect(
      isMediaLocked(testMedia({ productIds: 'sandbox:on-demand' }), facts('svod', { profile: liveMember })),
    ).toBe(true);
  });

  it('locks a scheduled class only for whoever could not play it once live', () => {
    const scheduled = { ...liveClass, mediaStatus: 'SCHEDULED' as const };
    expect(isMediaLocked(scheduled, facts('svod', { profile: member }))).toBe(false);
    expect(isMediaLocked(scheduled, facts('svod'))).toBe(true);
  });

  it('sends a locked play to sign-in where an account alone would unlock it, else to pricing', () => {
    const sold = testMedia({ productIds: 'sandbox:on-demand' });
    expect(lockedPlayTarget(sold, facts('authvod'))).toBe('login');
    expect(lockedPlayTarget(sold, facts('freeauth'))).toBe('login');
    expect(lockedPlayTarget(sold, facts('svod'))).toBe('pricing');
    expect(lockedPlayTarget(sold, facts('svod', { profile: testProfile({}) }))).toBe('pricing');
    // A premier offer needs that offer: signing in is not enough.
    expect(lockedPlayTarget(testMedia({ productIds: '!sandbox:live' }), facts('authvod'))).toBe('pricing');
  });
});

/** A product of this type with 30 days left, as the server's test grants it. */
const holding = (type: Product['type']): Product => ({
  type,
  createdAt: new Date(now.getTime() - 86_400_000).toISOString(),
  expiresAt: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
  isRecurring: false,
});

// The table the server's sign route is tested with (sign-access-cases.int.test.ts): the same answers.
describe('the shared access table', () => {
  it.each(playbackAccessCases.map((c) => [c.name, c] as const))(
    '%s',
    (_name, { accessModel, media, viewer, expected }) => {
      const profile =
        viewer === 'visitor'
          ? null
          : testProfile({ user: { products: accessCaseProducts[viewer].map(holding) } });
      const item = testMedia({
        mediaStatus: media.mediaStatus,
        contentType: media.contentType,
        productIds: media.productIds,
        freelyPlayable: media.freelyPlayable,
      });
      const caseFacts = facts(accessModel, { profile });
      expect(decideMediaPlayback(item, caseFacts)).toEqual(expected);
      // The paywall shows wherever the server refuses, except for a scheduled class (it says when).
      expect(isMediaLocked(item, caseFacts)).toBe(!expected.allowed && expected.reason !== 'not-playable');
    },
  );
});
