import { describe, expect, it } from 'vitest';
import type { MembershipFacts, Product } from './membership';
import {
  type AccessModel,
  decidePlayback,
  offerIdsOf,
  type PlaybackMedia,
  type PlaybackViewer,
  parseProductIds,
} from './playback-access';

const NOW = new Date('2026-05-01T12:00:00.000Z');
const DAY = 86_400_000;

function product(type: Product['type'], endsInMs: number): Product {
  return {
    type,
    createdAt: new Date(NOW.getTime() - 30 * DAY).toISOString(),
    expiresAt: new Date(NOW.getTime() + endsInMs).toISOString(),
    isRecurring: false,
  };
}

function account(...products: Product[]): PlaybackViewer {
  const facts: MembershipFacts = {
    products,
    tags: [],
    unusedDayPasses: 0,
    hasTrial: false,
    hasExpiredTrial: false,
  };
  return { signedIn: true, facts };
}

const visitor: PlaybackViewer = { signedIn: false };
const signedInNoProducts = account();
const member = account(product('on-demand', DAY));
const expiredMember = account(product('on-demand', 0));
const liveMember = account(product('live', DAY));

function media(overrides: Partial<PlaybackMedia> = {}): PlaybackMedia {
  return {
    mediaStatus: 'VOD',
    contentType: 'video',
    productIds: 'sandbox:on-demand',
    freelyPlayable: false,
    ...overrides,
  };
}

const play = (model: AccessModel, item: PlaybackMedia, viewer: PlaybackViewer) =>
  decidePlayback(model, item, viewer, NOW);
const models: AccessModel[] = ['free', 'freeauth', 'authvod', 'svod'];

describe('parseProductIds', () => {
  it('reads offers, trims them, marks premier ones and drops blanks', () => {
    expect(parseProductIds(' !sandbox:on-demand , sandbox:day-pass,, ! ,')).toEqual([
      { offerId: 'sandbox:on-demand', premier: true },
      { offerId: 'sandbox:day-pass', premier: false },
    ]);
    expect(parseProductIds(null)).toEqual([]);
    expect(parseProductIds('')).toEqual([]);
  });
});

describe('offerIdsOf', () => {
  it('holds one offer per product type, only while the product is active', () => {
    const facts = (account(product('on-demand', 1), product('live', 0)) as { facts: MembershipFacts }).facts;
    expect([...offerIdsOf(facts, NOW)]).toEqual(['sandbox:on-demand']);
  });
});

describe('decidePlayback', () => {
  it('never plays scheduled media, not even free items for members', () => {
    for (const model of models) {
      const item = media({ mediaStatus: 'SCHEDULED', freelyPlayable: true, productIds: null });
      expect(play(model, item, member)).toEqual({ allowed: false, reason: 'not-playable' });
    }
  });

  it('plays LIVE media like VOD media', () => {
    expect(play('svod', media({ mediaStatus: 'LIVE' }), member).allowed).toBe(true);
    expect(play('svod', media({ mediaStatus: 'LIVE' }), visitor).allowed).toBe(false);
  });

  it('plays free and sampler items, unlocked lessons and trailers for everyone in every model', () => {
    for (const model of models) {
      const free = media({ freelyPlayable: true, productIds: '!sandbox:premium' });
      expect(play(model, free, visitor), model).toEqual({ allowed: true });
      expect(play(model, media({ contentType: 'trailer' }), visitor), model).toEqual({ allowed: true });
    }
  });

  it('free: everything plays for a visitor, premier items included', () => {
    expect(play('free', media({ productIds: '!sandbox:premium' }), visitor)).toEqual({ allowed: true });
  });

  it('freeauth: any signed-in account, whatever it holds; visitors are asked to sign in', () => {
    expect(play('freeauth', media({ productIds: null }), visitor)).toEqual({
      allowed: false,
      reason: 'sign-in',
    });
    expect(play('freeauth', media(), signedInNoProducts)).toEqual({ allowed: true });
  });

  it('authvod: items with offers need an account; items without offers play for visitors', () => {
    expect(play('authvod', media(), visitor)).toEqual({ allowed: false, reason: 'sign-in' });
    expect(play('authvod', media(), signedInNoProducts)).toEqual({ allowed: true });
    expect(play('authvod', media({ productIds: null }), visitor)).toEqual({ allowed: true });
    expect(play('authvod', media({ productIds: ' , ' }), visitor)).toEqual({ allowed: true });
  });

  it('svod: needs an on-demand product that has not expired', () => {
    expect(play('svod', media(), visitor)).toEqual({ allowed: false, reason: 'sign-in' });
    expect(play('svod', media(), signedInNoProducts)).toEqual({ allowed: false, reason: 'membership' });
    expect(play('svod', media(), member)).toEqual({ allowed: true });
    // A product that expires at this very instant is over.
    expect(play('svod', media(), expiredMember)).toEqual({ allowed: false, reason: 'membership' });
    expect(play('svod', media(), account(product('on-demand', 1)))).toEqual({ allowed: true });
    // Without offers, a member is still needed: svod locks everything not freely playable.
    expect(play('svod', media({ productIds: null }), signedInNoProducts).allowed).toBe(false);
    expect(play('svod', media({ productIds: null }), member).allowed).toBe(true);
  });

  it('svod: a live product plays items offered to live members, not the on-demand library', () => {
    expect(play('svod', media({ productIds: 'sandbox:live' }), liveMember)).toEqual({ allowed: true });
    expect(play('svod', media(), liveMember)).toEqual({ allowed: false, reason: 'membership' });
    expect(play('svod', media({ productIds: 'sandbox:live' }), account(product('live', 0))).allowed).toBe(
      false,
    );
  });

  it('premier offers need that very offer among the account products, membership is not enough', () => {
    const premium = media({ productIds: '!sandbox:live,sandbox:on-demand' });
    for (const model of ['freeauth', 'authvod', 'svod'] as const) {
      expect(play(model, premium, visitor), model).toEqual({ allowed: false, reason: 'sign-in' });
      expect(play(model, premium, member), model).toEqual({ allowed: false, reason: 'premier-offer' });
      expect(play(model, premium, liveMember), model).toEqual({ allowed: true });
      expect(play(model, premium, account(product('live', 0))), model).toEqual({
        allowed: false,
        reason: 'premier-offer',
      });
    }
    // Any one of several premier offers will do.
    const either = media({ productIds: '!sandbox:live,!sandbox:on-demand' });
    expect(play('svod', either, member)).toEqual({ allowed: true });
  });
});
