/** `path?query`, with `changes` applied to the current query (undefined removes a key). */
export function withQuery(path: string, search: string, changes: Record<string, string | undefined> = {}) {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
