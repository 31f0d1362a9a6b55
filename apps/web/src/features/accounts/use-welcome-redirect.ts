import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useViewer } from './use-viewer';

/** Signed-in members who have not seen the welcome questionnaire are sent there from home. */
export function useWelcomeRedirect() {
  const { isMember, profile } = useViewer();
  const [, navigate] = useLocation();
  const due = isMember && !!profile?.ftue1;
  useEffect(() => {
    if (due) navigate('/welcome', { replace: true });
  }, [due, navigate]);
}
