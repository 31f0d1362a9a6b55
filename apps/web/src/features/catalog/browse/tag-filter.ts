import type { AppConfig, MediaItem } from '@releve/contracts';

/** A tag as the filter compares it: trimmed, case left aside. */
const normal = (tag: string) => tag.trim().toLowerCase();

/**
 * The tags a playlist page offers as filters: those of the site config's menu link to it
 * (`menu[].filterTags`, comma separated, decision 033), each once, in the studio's order.
 */
export function menuFilterTags(menu: AppConfig['menu'], playlistId: string): string[] {
  const tags = menu
    .filter((item) => item.contentId === playlistId)
    .flatMap((item) => (item.filterTags ?? '').split(','))
    .map((tag) => tag.trim())
    .filter(Boolean);
  return tags.filter((tag, index) => tags.findIndex((other) => normal(other) === normal(tag)) === index);
}

/** Whether a class carries the tag (its `tags`, comma separated as the platform sends them). */
export function hasTag(item: Pick<MediaItem, 'tags'>, tag: string): boolean {
  return item.tags.split(',').some((own) => normal(own) === normal(tag));
}
