import type { TFunction } from 'i18next';

/** "3 results found", or "100+ results found" when a source's count stopped at its limit. */
export function countLabel(t: TFunction, found: number, capped: boolean): string {
  return capped ? t('search:countCapped', { count: found }) : t('search:count', { count: found });
}
