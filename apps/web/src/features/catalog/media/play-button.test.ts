import { describe, expect, it } from 'vitest';
import { playButtonLabel } from './play-button';

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

describe('trailer dialog heading', () => {
  it('names the trailer once', async () => {
    const { trailerHeading } = await import('./TrailerDialog');
    expect(trailerHeading('Journey to Pointe: Trailer', 'Trailer: Journey to Pointe: Trailer')).toBe(
      'Journey to Pointe: Trailer',
    );
    expect(trailerHeading('A First Look', 'Trailer: A First Look')).toBe('Trailer: A First Look');
  });
});
