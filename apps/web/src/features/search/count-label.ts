import { SEARCH_FOUND_CAP } from '@releve/contracts/search-rules';
import type { TFunction } from 'i18next';

/** "3 results found", or "100+ results found" when a source's count stopped at the cap. */
export function countLabel(t: TFunction, found: number, capped: boolean): string {
  return capped ? t('search:countCapped', { count: found }) : t('search:count', { count: found });
}

export const isCapped = (found: number) => found >= SEARCH_FOUND_CAP;
