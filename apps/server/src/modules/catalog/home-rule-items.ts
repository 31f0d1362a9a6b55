import { CLASS_LEVELS, HOME_ROW_MAX_ITEMS, type HomeRule, homeRuleSchema } from '@releve/contracts';
import type { MediaRecord } from './media-items';
import { instructorTags } from './studio-class-tags';

/** What a `home-rule` playlist stores in its `rule` column: the rule and how many items it shows. */
export interface StoredHomeRule {
  rule: HomeRule;
  limit: number;
}

/** Reads the column; a rule this version cannot read shows nothing rather than everything. */
export function readStoredRule(value: unknown): StoredHomeRule | null {
  const stored = value as { rule?: unknown; limit?: unknown } | null;
  const rule = homeRuleSchema.safeParse(stored?.rule);
  const limit = Number(stored?.limit);
  if (!rule.success || !Number.isInteger(limit) || limit < 1) return null;
  return { rule: rule.data, limit: Math.min(limit, HOME_ROW_MAX_ITEMS) };
}

/** The key of the counts a rule orders by (most watched over N days, favourites), or null (newest). */
export function rankingKey(rule: HomeRule): string | null {
  if (rule.order === 'most-watched') return `watched:${rule.days ?? 30}`;
  return rule.order === 'favourites' ? 'favourites' : null;
}

/** Counts per media id, for each ranking key some rule asks for. */
export type RuleRankings = ReadonlyMap<string, ReadonlyMap<string, number>>;

/**
 * Classes on demand (a rule row lists classes: not series, pages, live channels or trailers, nor a
 * live event before its recording is on demand).
 */
const isClass = (record: MediaRecord) =>
  (record.contentType === 'video' || record.contentType === 'episode') &&
  (record.eventState === null || record.eventState === 'vod' || record.eventState === 'instant-vod');

/**
 * The media indices a rule row shows: published classes (the snapshot holds no others) matching
 * every filter, ordered by the rule (the most counted first, then newest; newest: the snapshot's own
 * order), the first `limit`. Level, style and instructor are tags (decision 038).
 */
export function ruleItems(
  media: readonly MediaRecord[],
  { rule, limit }: StoredHomeRule,
  rankings: RuleRankings,
): Int32Array {
  const wanted: string[][] = [];
  if (rule.tag) wanted.push([rule.tag]);
  if (rule.level && (CLASS_LEVELS as readonly string[]).includes(rule.level)) wanted.push([rule.level]);
  else if (rule.level) return new Int32Array(0);
  if (rule.style) wanted.push([rule.style]);
  if (rule.instructor) wanted.push(instructorTags(rule.instructor));
  const min = rule.minMinutes === null ? 0 : rule.minMinutes * 60;
  const max = rule.maxMinutes === null ? Number.POSITIVE_INFINITY : rule.maxMinutes * 60;
  const matches: number[] = [];
  media.forEach((record, index) => {
    if (!isClass(record) || record.durationSeconds < min || record.durationSeconds > max) return;
    if (wanted.every((anyOf) => anyOf.some((tag) => record.tags.includes(tag)))) matches.push(index);
  });
  const key = rankingKey(rule);
  const counts = key ? rankings.get(key) : undefined;
  if (counts) {
    const count = (index: number) => counts.get((media[index] as MediaRecord).id) ?? 0;
    // Stable: equal counts keep the newest-first order.
    matches.sort((a, b) => count(b) - count(a));
  }
  return Int32Array.from(matches.slice(0, limit));
}
