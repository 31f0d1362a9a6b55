/**
 * The magazine's page-number input (viewing.md §5): trimmed, parsed as an integer, clamped between 1
 * and the total. Empty (or not a number) is ignored: null, and the page stays as it is.
 */
export function pageFromInput(text: string, totalPages: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const parsed = Number.parseInt(trimmed, 10);
  if (Number.isNaN(parsed)) return null;
  return Math.min(Math.max(parsed, 1), Math.max(totalPages, 1));
}
