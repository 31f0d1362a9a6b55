import { CLASS_LEVELS, type ClassLevel } from '@releve/contracts';

/*
 * The class editor's instructor, level and style live in the catalogue's tags (decision 038), where
 * the class page (`teacherOf`), the level and topic playlists and search already read them.
 */

const LEVEL_LABELS: Record<ClassLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

const isLevel = (tag: string): tag is ClassLevel => (CLASS_LEVELS as readonly string[]).includes(tag);
/** The class page's rule (`teacherOf`): a tag written as a name (a capital and a space). */
const readsAsName = (tag: string) => /\p{Lu}/u.test(tag) && tag.includes(' ');
const TEACHER_PREFIX = 'teacher:';

/** The tag naming an instructor: the name itself when it reads as one, else `teacher:{name}`. */
export const instructorTag = (name: string) => (readsAsName(name) ? name : `${TEACHER_PREFIX}${name}`);

/** The tags an instructor filter matches (either way of writing the name). */
export const instructorTags = (name: string) => [name, `${TEACHER_PREFIX}${name}`];

export interface ClassTagFields {
  instructor: string | null;
  level: ClassLevel | null;
  style: string | null;
  /** Every other tag, in order. */
  tags: string[];
}

/**
 * Reads the editor's fields from a class's tags: the level word, the instructor (a `teacher:` tag,
 * else a tag that reads as a name), the style (the first of the studio's styles, `styles`).
 */
export function classTagFields(tags: readonly string[], styles: ReadonlySet<string>): ClassTagFields {
  const level = tags.find(isLevel) ?? null;
  const teacher = tags.find((tag) => tag.startsWith(TEACHER_PREFIX)) ?? tags.find(readsAsName);
  const style = tags.find((tag) => styles.has(tag)) ?? null;
  return {
    level,
    instructor: teacher === undefined ? null : teacher.replace(TEACHER_PREFIX, '').trim() || null,
    style,
    tags: tags.filter((tag) => tag !== level && tag !== teacher && tag !== style),
  };
}

/** The tags that hold the fields: style, level, instructor first (in the order the demo studio writes them), then the others. */
export function tagsOfClassFields(fields: ClassTagFields): string[] {
  const own = [fields.style, fields.level, fields.instructor && instructorTag(fields.instructor)].filter(
    (tag): tag is string => Boolean(tag),
  );
  return [...new Set([...own, ...fields.tags])];
}

/** The card's level badge follows the level: other card tags stay. */
export function cardTagsWithLevel(cardTags: readonly string[], level: ClassLevel | null): string[] {
  const labels = new Set(Object.values(LEVEL_LABELS));
  const others = cardTags.filter((tag) => !labels.has(tag));
  return level ? [LEVEL_LABELS[level], ...others] : others;
}

/** Why an extra tag cannot be kept as one, if it cannot: the level has its own field. */
export function extraTagProblem(tag: string): string | undefined {
  return isLevel(tag) ? 'is a level: choose it in the Level field' : undefined;
}
