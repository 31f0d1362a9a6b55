import { describe, expect, it } from 'vitest';
import { testProfile } from '../../testing/profiles';
import { annualPassLink } from './annual-pass-link';

const membership = (facts: Parameters<typeof testProfile>[0]['membership']) =>
  testProfile({ membership: facts }).membership;

describe('annualPassLink', () => {
  it('offers nothing to a visitor or a non-member', () => {
    expect(annualPassLink(null)).toBeNull();
    expect(annualPassLink(membership({}))).toBeNull();
  });

  it('offers the annual pass to a monthly member', () => {
    expect(annualPassLink(membership({ isMember: true, isSubscriber: true }))).toBe('save');
  });

  it('offers nothing to a member who holds a year already', () => {
    expect(annualPassLink(membership({ isMember: true, hasOneYearOnDemand: true }))).toBeNull();
  });

  it('offers to extend a pass ending within 30 days, even an annual one', () => {
    expect(
      annualPassLink(membership({ isMember: true, hasOneYearOnDemand: true, isExpiringSoon: true })),
    ).toBe('extend');
  });
});
