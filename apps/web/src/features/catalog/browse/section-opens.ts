import type { SectionLock } from '@releve/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTimeIn, useReaderTimeZone } from '../../../lib/reader-time';

export type ClosedSection = Extract<SectionLock, { locked: true }>;

/** What opens a locked section, in words: a date (in the reader's zone), days after starting, the section before. */
export function opensText(lock: ClosedSection, t: TFunction<'browse'>, timeZone: string) {
  if (lock.reason === 'after-previous') return t('program.opensAfter', { name: lock.previousSectionName });
  if (lock.opensAt) return t('program.opensOn', { date: formatDateTimeIn(lock.opensAt, timeZone) });
  return t('program.opensDays', { count: lock.reason === 'days' ? lock.days : 0 });
}

/** `opensText` in the reader's zone, for pages outside the program outline (a lesson's page). */
export function useOpensText(lock: ClosedSection | undefined): string | undefined {
  const { t } = useTranslation('browse');
  const timeZone = useReaderTimeZone();
  return lock ? opensText(lock, t, timeZone) : undefined;
}
