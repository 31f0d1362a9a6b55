import type { HomeShelfType } from '@releve/contracts';
import { type LibraryRow, useLibraryRow, useLibraryRowSize } from '../../library';

/** Rows filled from the member's own viewing: favorites, history and progress. */
export const memberRowTypes = ['continue-watching', 'favorites', 'watch-again', 'keep-going'] as const;
export type MemberRowType = (typeof memberRowTypes)[number];

export const isMemberRow = (type: HomeShelfType): type is MemberRowType =>
  (memberRowTypes as readonly string[]).includes(type);

/** A member row's cards, from the library (favorites, classes taken, progress, local history). */
export function useMemberShelfItems(type: MemberRowType): LibraryRow {
  return useLibraryRow(type);
}

/** How many items each member row holds, so home leaves out the empty ones before counting rows. */
export function useMemberShelfSizes(): Record<MemberRowType, number> {
  return {
    'continue-watching': useLibraryRowSize('continue-watching'),
    favorites: useLibraryRowSize('favorites'),
    'watch-again': useLibraryRowSize('watch-again'),
    'keep-going': useLibraryRowSize('keep-going'),
  };
}
