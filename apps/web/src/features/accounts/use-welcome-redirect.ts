import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useViewer } from './use-viewer';

/**
 * Signed-in members who have not seen the welcome questionnaire are sent there from home, once the
 * account dialog is closed: a new member coming back from the payment page finishes that flow first.
 */
export function useWelcomeRedirect() {
  const { isMember, profile } = useViewer();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const due = isMember && !!profile?.ftue1 && !params.has('u');
  useEffect(() => {
    if (due) navigate('/welcome', { replace: true });
  }, [due, navigate]);
}
