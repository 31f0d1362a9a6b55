import type { MembershipSummary } from '@releve/contracts';

/** Where the annual-pass links lead: the pricing page, scrolled to the On-Demand Pass card. */
export const ANNUAL_PASS_HREF = '/pricing#on-demand-pass';

/**
 * Which annual-pass link the sidebar and the account menu show (viewing.md §2): "Extend Annual Pass"
 * when on-demand access ends within 30 days (isExpiringSoon), otherwise "Save with an Annual Pass" for a
 * member without a year of access; nothing for anyone else (non-members see the trial or pricing link).
 */
export function annualPassLink(membership: MembershipSummary | null): 'extend' | 'save' | null {
  if (!membership) return null;
  if (membership.isExpiringSoon) return 'extend';
  if (membership.isMember && !membership.hasOneYearOnDemand) return 'save';
  return null;
}
