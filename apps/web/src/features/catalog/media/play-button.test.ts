import { describe, expect, it } from 'vitest';
import { isMediaLocked, lockedPlayTarget } from './access';
import { playButtonLabel } from './play-button';
import { testMedia } from './test-media';

describe('start button text', () => {
  const open = { locked: false, signedIn: true, trialEligible: false };

  it('says Start, Continue or Watch Again by progress for whoever may play', () => {
    expect(playButtonLabel(open)).toBe('start');
    expect(playButtonLabel({ ...open, progress: 0.03 })).toBe('start');
    expect(playButtonLabel({ ...open, progress: 0.4 })).toBe('continue');
    expect(playButtonLabel({ ...open, progress: 0.95 })).toBe('watchAgain');
    expect(playButtonLabel({ ...open, progress: 0.2, completed: true })).toBe('watchAgain');
  });

  it('says Join to watch to signed-in non-members who had their trial', () => {
    expect(playButtonLabel({ locked: true, signedIn: true, trialEligible: false })).toBe('joinToWatch');
  });

  it('offers the free trial to non-members who may still take it, and to visitors', () => {
    expect(playButtonLabel({ locked: true, signedIn: true, trialEligible: true })).toBe('startTrial');
    expect(playButtonLabel({ locked: true, signedIn: false, trialEligible: true })).toBe('startTrial');
  });
});

describe('paywall', () => {
  const item = testMedia();
  const visitor = { signedIn: false, hasSubscription: false, inFreePlaylist: false };

  it('locks SVOD classes for everyone without a subscription', () => {
    expect(isMediaLocked(item, { ...visitor, accessModel: 'svod' })).toBe(true);
    expect(isMediaLocked(item, { ...visitor, accessModel: 'svod', signedIn: true })).toBe(true);
    expect(
      isMediaLocked(item, { ...visitor, accessModel: 'svod', signedIn: true, hasSubscription: true }),
    ).toBe(false);
  });

  it('unlocks classes of free and sampler playlists for everyone', () => {
    expect(isMediaLocked(item, { ...visitor, accessModel: 'svod', inFreePlaylist: true })).toBe(false);
  });

  it('asks for a login under AUTHVOD, and a subscription for classes sold by offer', () => {
    const free = testMedia({ mediaOffers: [] });
    expect(isMediaLocked(free, { ...visitor, accessModel: 'authvod' })).toBe(true);
    expect(isMediaLocked(free, { ...visitor, accessModel: 'authvod', signedIn: true })).toBe(false);
    expect(isMediaLocked(item, { ...visitor, accessModel: 'authvod', signedIn: true })).toBe(true);
    expect(isMediaLocked(item, { ...visitor, accessModel: 'free' })).toBe(false);
    expect(isMediaLocked(item, { ...visitor, accessModel: 'freeauth' })).toBe(true);
  });

  it('sends locked plays to pricing, or to sign-in where signing in unlocks', () => {
    expect(lockedPlayTarget('svod', false)).toBe('pricing');
    expect(lockedPlayTarget('svod', true)).toBe('pricing');
    expect(lockedPlayTarget('authvod', false)).toBe('login');
    expect(lockedPlayTarget('authvod', true)).toBe('pricing');
  });
});

describe('trailer dialog heading', () => {
  it('names the trailer once', async () => {
    const { trailerHeading } = await import('./TrailerDialog');
    expect(trailerHeading('Journey to Pointe: Trailer', 'Trailer: Journey to Pointe: Trailer')).toBe(
      'Journey to Pointe: Trailer',
    );
    expect(trailerHeading('A First Look', 'Trailer: A First Look')).toBe('Trailer: A First Look');
  });
});
