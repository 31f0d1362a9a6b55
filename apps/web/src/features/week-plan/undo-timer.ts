/**
 * An edit that waits behind an undo toast (viewing.md §4): it commits when the toast closes, by its
 * timer (4 s for an item, 5 s for a reset) or by the member closing it, and never after Undo. It
 * commits at most once.
 */
export interface UndoTimer {
  /** Drops the edit: it will not commit. */
  undo(): void;
  /** The toast closed early: commit now. */
  close(): void;
}

export function startUndoTimer(delayMs: number, commit: () => void): UndoTimer {
  let settled = false;
  const settle = (run: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    if (run) commit();
  };
  const timer = setTimeout(() => settle(true), delayMs);
  return { undo: () => settle(false), close: () => settle(true) };
}
