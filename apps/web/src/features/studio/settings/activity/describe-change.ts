/**
 * A change's before or after, as short lines a person reads: `role: owner` for each field of an
 * object, the value itself otherwise; nothing for null (the thing did not exist, or does no more).
 */
export function describeChange(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') return [String(value)];
  if (Array.isArray(value)) return [value.map(show).join(', ')];
  return Object.entries(value as Record<string, unknown>).map(([key, field]) => `${key}: ${show(field)}`);
}

const show = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
