import type { MembershipFacts } from '@releve/contracts';
import { useViewer } from '../../accounts';

/**
 * The signed-in person's membership facts as far as the billing rules read them (products, day passes,
 * tags; the trial flags do not enter them); null when signed out.
 */
export function useViewerFacts(): MembershipFacts | null {
  const user = useViewer().profile?.user;
  if (!user) return null;
  return {
    products: user.products,
    tags: user.tags,
    unusedDayPasses: user.unusedDayPasses,
    hasTrial: false,
    hasExpiredTrial: false,
  };
}
