import type { HomeShelfType, MediaItem } from '@releve/contracts';

/** Rows filled from the member's own viewing: favorites, history and progress. */
export const memberRowTypes = ['continue-watching', 'favorites', 'watch-again', 'keep-going'] as const;
export type MemberRowType = (typeof memberRowTypes)[number];

export const isMemberRow = (type: HomeShelfType): type is MemberRowType =>
  (memberRowTypes as readonly string[]).includes(type);

/** One card of a member row. */
export interface MemberShelfItem {
  item: MediaItem;
  /** Watched share, 0 to 1 (continue-watching). */
  progress?: number;
  /** Keep-going entries tagged with a program lead to it. */
  programId?: string;
}

/**
 * The slot the playback issue fills (favorites, watch history, progress). Until it lands nobody has
 * any, so these rows are never rendered: no made-up items.
 */
export function useMemberShelfItems(_type: MemberRowType): MemberShelfItem[] {
  return [];
}

/** How many items each member row holds, so home leaves out the empty ones before counting rows. */
export function useMemberShelfSizes(): Record<MemberRowType, number> {
  return { 'continue-watching': 0, favorites: 0, 'watch-again': 0, 'keep-going': 0 };
}
