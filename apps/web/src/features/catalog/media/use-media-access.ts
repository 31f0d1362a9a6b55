import type { MediaItem } from '@releve/contracts';
import { useConfig } from '../../../lib/config-context';
import { useTrialEligible, useViewer } from '../../accounts';
import { useWatchedShare } from '../../playback';
import { isMediaLocked, lockedPlayTarget } from './access';
import { type PlayLabel, playButtonLabel } from './play-button';

export interface MediaAccess {
  /** False while who is looking is still being found out. */
  ready: boolean;
  locked: boolean;
  label: PlayLabel;
  /** Where a locked play leads. */
  lockedTarget: 'login' | 'pricing';
  signedIn: boolean;
}

/**
 * Whether this person may play the item (the server's own rule, access.ts), and what the start
 * button says. The item says itself whether everyone may play it (`freelyPlayable`: a free or sampler
 * playlist's class, an unlocked program lesson), so the answer is known as soon as the viewer is.
 */
export function useMediaAccess(item: MediaItem | undefined): MediaAccess {
  const viewer = useViewer();
  const trialEligible = useTrialEligible();
  const { accessModel } = useConfig().contentProtection;
  // Read once per render: a product ending while the page is open counts from the next render.
  const facts = { accessModel, profile: viewer.profile, now: new Date() };
  const signedIn = viewer.signedIn;
  // After signing in from a play attempt this turns Start into Continue where there is progress.
  const watched = useWatchedShare(item);
  const locked = !!item && isMediaLocked(item, facts);
  return {
    ready: viewer.status !== 'loading',
    locked,
    label: playButtonLabel({
      locked,
      signedIn,
      trialEligible,
      progress: watched.progress,
      completed: watched.completed,
    }),
    lockedTarget: item ? lockedPlayTarget(item, facts) : 'pricing',
    signedIn,
  };
}
