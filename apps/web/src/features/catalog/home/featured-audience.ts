import type { FeaturedContent, ShowTo } from '@releve/contracts';

/** What the featured tiles need to know about the person looking. */
export interface Audience {
  /** Holds an on-demand product (the spec's member). */
  isMember: boolean;
  /** Holds a live product (a day pass being used included). */
  isLiveMember: boolean;
}

/**
 * Whether a tile's `showTo` includes this person. "Members" are on-demand or live members; a
 * day-pass holder with no pass running is a non-member (viewing.md §6).
 */
export function isShownTo(showTo: ShowTo, audience: Audience): boolean {
  const anyMember = audience.isMember || audience.isLiveMember;
  switch (showTo) {
    case 'all':
      return true;
    case 'all-members':
      return anyMember;
    case 'live-member':
      return audience.isLiveMember;
    case 'on-demand-member':
      return audience.isMember;
    case 'non-member':
      return !anyMember;
  }
}

/** The featured tiles this person sees, in the studio's order; disabled tiles never show. */
export function featuredFor(tiles: readonly FeaturedContent[], audience: Audience): FeaturedContent[] {
  return tiles.filter((tile) => tile.enabled && isShownTo(tile.showTo, audience));
}
