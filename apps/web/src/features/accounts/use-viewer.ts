import type { MembershipSummary, ProfileAnswer } from '@releve/contracts';
import { useProfile } from './api/get-profile';

/** Who is looking at the site, from the profile the server sends. */
export interface Viewer {
  status: 'loading' | 'signed-in' | 'signed-out';
  signedIn: boolean;
  isMember: boolean;
  profile: ProfileAnswer | null;
  membership: MembershipSummary | null;
}

export function useViewer(): Viewer {
  const { data, isPending } = useProfile();
  const profile = data ?? null;
  return {
    status: isPending ? 'loading' : profile ? 'signed-in' : 'signed-out',
    signedIn: !!profile,
    isMember: !!profile?.membership.isMember,
    profile,
    membership: profile?.membership ?? null,
  };
}
