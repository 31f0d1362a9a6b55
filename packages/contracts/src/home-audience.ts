import type { FeaturedContent, HomeShelf, ShowTo } from './catalog';

/**
 * Who sees what on the home page (decision 044): one rule for the members' home, the server's first
 * data and the console's preview. The catalogue's answer is the same for everyone (cached and
 * shared), so each row and featured slot carries its audience and window, and this decides.
 */

/** What the home page needs to know about the person looking. */
export interface Audience {
  /** Holds an on-demand product (the spec's member). */
  isMember: boolean;
  /** Holds a live product (a day pass being used included). */
  isLiveMember: boolean;
}

/** The console preview's three viewers, as the rule sees them. */
export const PREVIEW_AUDIENCES = {
  visitor: { isMember: false, isLiveMember: false },
  member: { isMember: true, isLiveMember: false },
  'day-pass': { isMember: false, isLiveMember: true },
} as const satisfies Record<string, Audience>;
export type PreviewAudience = keyof typeof PREVIEW_AUDIENCES;

/**
 * Whether `showTo` includes this person. "Members" are on-demand or live members; a day-pass holder
 * with no pass running is a non-member (viewing.md §6).
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

/** Whether `at` (ms) falls in the window: from `startsAt` inclusive to `endsAt` exclusive. */
export function isInWindow(
  window: { startsAt?: string | null; endsAt?: string | null },
  at: number,
): boolean {
  if (window.startsAt && at < Date.parse(window.startsAt)) return false;
  return !(window.endsAt && at >= Date.parse(window.endsAt));
}

/** The featured slots this person sees at `at`, in the studio's order; disabled slots never show. */
export function featuredFor<Tile extends Pick<FeaturedContent, 'enabled' | 'showTo' | 'startsAt' | 'endsAt'>>(
  tiles: readonly Tile[],
  audience: Audience,
  at: number,
): Tile[] {
  return tiles.filter((tile) => tile.enabled && isShownTo(tile.showTo, audience) && isInWindow(tile, at));
}

/** The home rows this person sees, in order (a row without `showTo` is everyone's). */
export function shelvesFor<Shelf extends Pick<HomeShelf, 'showTo'>>(
  shelves: readonly Shelf[],
  audience: Audience,
): Shelf[] {
  return shelves.filter((shelf) => isShownTo(shelf.showTo ?? 'all', audience));
}
