import { useSearchParams } from 'wouter';
import { writeSession } from '../../lib/storage';
import { useSessionValue } from '../../lib/use-stored-value';
import { useViewer } from './use-viewer';

const TRIAL_REFUSED_KEY = 'trial-refused';

/** The page was opened with `?error=invalid-trial`: the payment provider refused a trial already. */
export const INVALID_TRIAL_ERROR = 'invalid-trial';

/** Remembers for this browser session that a trial was refused, so no page offers it again. */
export function rememberTrialRefused() {
  writeSession(TRIAL_REFUSED_KEY, '1');
}

/**
 * Whether "Start 7-Day Free Trial" may be offered: the profile's trial rule (isTrialEligible: no trial
 * or expired-trial flag, not a member), visitors counting as eligible, and no invalid-trial error in
 * the URL or earlier in this session (accounts-and-billing.md §4).
 */
export function useTrialEligible(): boolean {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const refusedEarlier = useSessionValue(TRIAL_REFUSED_KEY);
  if (params.get('error') === INVALID_TRIAL_ERROR || refusedEarlier) return false;
  if (viewer.status === 'signed-out') return true;
  return viewer.membership?.isTrialEligible ?? false;
}
