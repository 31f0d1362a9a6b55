/**
 * An audit entry's before and after, as the fields a person reads: only those that changed (a class's
 * edit shows its new title, not the forty fields it kept), nested ones named by their path
 * (`video.state`). A thing made lists what it was made with; a thing removed what it had.
 */
export interface FieldChange {
  /** The field's name (`title`, `video.state`); empty for a value that is not an object's. */
  field: string;
  /**
   * The value before and after (null or '' or []: none). A side is left out when the thing did not
   * exist then: a class made has no before, a class deleted no after.
   */
  before?: unknown;
  after?: unknown;
}

/** Fields every change touches, or that the entry names already: noise beside what changed. */
const UNSAID = new Set(['id', 'updatedAt']);

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const existed = { before: !isEmpty(before), after: !isEmpty(after) };
  if (isFields(before) && isFields(after)) return differences('', before, after, existed);
  if (isFields(after) && !existed.before) return differences('', {}, after, existed);
  if (isFields(before) && !existed.after) return differences('', before, {}, existed);
  return same(before, after) ? [] : [sides('', before, after, existed)];
}

/** A change, with the sides the thing existed on. */
const sides = (
  field: string,
  before: unknown,
  after: unknown,
  existed: { before: boolean; after: boolean },
) => ({
  field,
  ...(existed.before ? { before: before ?? null } : {}),
  ...(existed.after ? { after: after ?? null } : {}),
});

function differences(
  prefix: string,
  before: Fields,
  after: Fields,
  existed: { before: boolean; after: boolean },
): FieldChange[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.flatMap((key) => {
    if (UNSAID.has(key)) return [];
    const [was, is] = [before[key], after[key]];
    if (same(was, is)) return [];
    const field = `${prefix}${key}`;
    if ((isFields(was) || isEmpty(was)) && (isFields(is) || isEmpty(is)))
      return differences(`${field}.`, isFields(was) ? was : {}, isFields(is) ? is : {}, existed);
    return [sides(field, was, is, existed)];
  });
}

/**
 * A value as words: lists joined by commas, an object (a chapter) by its values; null for nothing,
 * which the page shows as "none".
 */
export function show(value: unknown): string | null {
  if (isEmpty(value)) return null;
  if (Array.isArray(value)) return value.map((item) => show(item) ?? '—').join(', ');
  if (isFields(value))
    return Object.values(value)
      .map(show)
      .filter((item) => item !== null)
      .join(' ');
  return String(value);
}

/** What an entry's target (`class:abcd1234`) is, with the name its before or after gives it. */
export function describeTarget(
  target: string | null,
  before: unknown,
  after: unknown,
): { kind: string; id: string; name: string | null } | null {
  if (!target) return null;
  const colon = target.indexOf(':');
  const [kind, id] = colon < 0 ? ['', target] : [target.slice(0, colon), target.slice(colon + 1)];
  const named = (side: unknown) =>
    isFields(side)
      ? [side.title, side.email, side.filename].find((name) => typeof name === 'string' && name)
      : undefined;
  const name = named(after) ?? named(before);
  return { kind, id, name: typeof name === 'string' ? name : null };
}
