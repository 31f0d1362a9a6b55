/** Watched share from which a class counts as watched (viewing.md §4: almost complete at 95%). */
export const WATCHED_FROM = 0.95;
/** Below this share nothing worth resuming was watched (the continue-watching window starts at 5%). */
export const RESUME_FROM = 0.05;

export type PlayLabel = 'start' | 'continue' | 'watchAgain' | 'joinToWatch' | 'startTrial';

export interface PlayButtonFacts {
  locked: boolean;
  signedIn: boolean;
  /** May start the 7-day free trial (MembershipSummary.isTrialEligible); visitors count as eligible. */
  trialEligible: boolean;
  /** Watched share 0 to 1; undefined until the playback issue brings progress. */
  progress?: number;
  completed?: boolean;
}

/**
 * The start button's text (viewing.md §2): by progress for whoever may play; for a locked item,
 * "Join to watch" for signed-in people who have had their trial, "Start 7-Day Free Trial" otherwise.
 */
export function playButtonLabel({ locked, signedIn, trialEligible, progress, completed }: PlayButtonFacts) {
  if (locked) return signedIn && !trialEligible ? 'joinToWatch' : 'startTrial';
  if (completed || (progress !== undefined && progress >= WATCHED_FROM)) return 'watchAgain';
  if (progress !== undefined && progress > RESUME_FROM) return 'continue';
  return 'start';
}
