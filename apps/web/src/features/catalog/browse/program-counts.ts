import type { ProgramSummary } from '@releve/contracts';
import type { TFunction } from 'i18next';
import { formatDuration } from '../../../lib/format-duration';

/**
 * The program header's totals as separate phrases ("4 sections", "12 modules", "48 lessons",
 * "6 h 20 min"); zero counts are still said, so a program being built reads honestly.
 */
export function programCountPhrases(counts: ProgramSummary['counts'], t: TFunction<'browse'>): string[] {
  return [
    t('counts.sections', { count: counts.sections }),
    t('counts.modules', { count: counts.modules }),
    t('counts.lessons', { count: counts.lessons }),
    formatDuration(counts.durationSeconds),
  ];
}
