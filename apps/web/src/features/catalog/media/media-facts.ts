import type { MediaItem } from '@releve/contracts';
import { formatDuration } from '../../../lib/format-duration';

/**
 * The teacher of a class, from its tags: a `teacher:{name}` tag, or else the one tag written as a
 * name (the catalogue's topic and level tags are lowercase slugs such as `ballet-barre`).
 */
export function teacherOf(item: Pick<MediaItem, 'tags'>): string | undefined {
  const tags = item.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const prefixed = tags.find((tag) => tag.startsWith('teacher:'));
  if (prefixed) return prefixed.slice('teacher:'.length).trim() || undefined;
  return tags.find((tag) => /\p{Lu}/u.test(tag) && tag.includes(' '));
}

/** The line under a title: duration, genre and teacher, those the item has. */
export function mediaFactParts(item: MediaItem): { duration?: string; genre?: string; teacher?: string } {
  return {
    duration: item.duration > 0 ? formatDuration(item.duration) : undefined,
    genre: item.genre ?? undefined,
    teacher: teacherOf(item),
  };
}
