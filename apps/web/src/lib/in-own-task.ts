/**
 * Starts `load` (a chunk's import) in a task of its own rather than in the caller's: an import
 * inserts a preload link for each script the chunk needs, and the parts loaded once the page is
 * taken over would otherwise all do so inside the one task that runs the take-over's effects, its
 * longest (decision 021). Each timer's callback is a task of its own.
 */
export function inOwnTask<T>(load: () => Promise<T>): Promise<T> {
  return nextTask().then(load);
}

/** Settles in a new task (a timer's): what follows an `await` of it runs after the browser's turn. */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
