/**
 * What one page tells the next through the history entry's state (never the URL, so shared links
 * stay clean): the media page names the item it redirected from, and the series page, finding no
 * series, asks the media page to show that item itself rather than redirect again.
 */
export interface MediaHistoryState {
  /** Set by /m/{id} when it redirects a series or episode to /s/{seriesId}. */
  fromMediaId?: string;
  /** Set by /s/{seriesId} when the series does not exist. */
  seriesMissing?: boolean;
}

export function readHistoryState(): MediaHistoryState {
  // The server's render (decision 018) has no history: a page loaded afresh has no state either.
  if (typeof window === 'undefined') return {};
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null) return {};
  const { fromMediaId, seriesMissing } = state as Record<string, unknown>;
  return {
    fromMediaId: typeof fromMediaId === 'string' ? fromMediaId : undefined,
    seriesMissing: seriesMissing === true,
  };
}
