/** The unread badge's text: the count, or "9+" when over nine; nothing when all are read. */
export function unreadBadge(count: number): string | undefined {
  if (count <= 0) return undefined;
  return count > 9 ? '9+' : String(count);
}
