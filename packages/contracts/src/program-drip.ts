/*
 * When a program's section opens to a member (decision 042), free of zod: the server decides with it
 * (the members' lock answer and the sign rule), the console describes the rule with the same words.
 */

/** A section's drip rule as the catalogue answers it; no rule (null or absent) is always open. */
export type SectionDrip =
  | { kind: 'date'; opensAt: string }
  | { kind: 'days'; days: number }
  | { kind: 'after-previous' };

/** Where a member stands with a section: open, or locked with what opens it. */
export type SectionLock =
  | { locked: false }
  | { locked: true; reason: 'date'; opensAt: string }
  /** `opensAt` null: the member has not started the program, so the days have not begun to count. */
  | { locked: true; reason: 'days'; days: number; opensAt: string | null }
  | { locked: true; reason: 'after-previous'; previousSectionId: string; previousSectionName: string };

/** What the rules need of a program: its sections in order, each with its rule and its lessons. */
export interface DripProgram {
  sections: readonly {
    id: string;
    name: string;
    drip?: SectionDrip | null;
    playlists: readonly { videos: readonly { id: string }[] }[];
  }[];
}

/** What the rules need of a member: when they started the program, and the classes they completed in it. */
export interface DripFacts {
  /** Milliseconds; null when the member never opened a lesson of the program (or is a visitor). */
  startedAt: number | null;
  completedMediaIds: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;

/**
 * Every section's lock for this member at `now`, by section id. A section that opens after the one
 * before stays locked while that one is locked or has a lesson not completed (a section without
 * lessons counts as completed; the first section has none before it and is open).
 */
export function sectionLocks(program: DripProgram, facts: DripFacts, now: number): Map<string, SectionLock> {
  const locks = new Map<string, SectionLock>();
  let previous: { id: string; name: string; done: boolean } | undefined;
  for (const section of program.sections) {
    const lock = lockOf(section.drip ?? null, previous, facts, now);
    locks.set(section.id, lock);
    const lessons = section.playlists.flatMap((playlist) => playlist.videos);
    previous = {
      id: section.id,
      name: section.name,
      done: !lock.locked && lessons.every((lesson) => facts.completedMediaIds.has(lesson.id)),
    };
  }
  return locks;
}

function lockOf(
  drip: SectionDrip | null,
  previous: { id: string; name: string; done: boolean } | undefined,
  facts: DripFacts,
  now: number,
): SectionLock {
  if (!drip) return { locked: false };
  switch (drip.kind) {
    case 'date':
      return Date.parse(drip.opensAt) <= now
        ? { locked: false }
        : { locked: true, reason: 'date', opensAt: drip.opensAt };
    case 'days': {
      if (facts.startedAt === null) return { locked: true, reason: 'days', days: drip.days, opensAt: null };
      const opensAt = facts.startedAt + drip.days * DAY_MS;
      return opensAt <= now
        ? { locked: false }
        : { locked: true, reason: 'days', days: drip.days, opensAt: new Date(opensAt).toISOString() };
    }
    case 'after-previous':
      if (!previous || previous.done) return { locked: false };
      return {
        locked: true,
        reason: 'after-previous',
        previousSectionId: previous.id,
        previousSectionName: previous.name,
      };
  }
}

/** Whether the section opens for everyone at `now` whoever they are (no rule, or a date passed). */
export function openForEveryone(drip: SectionDrip | null | undefined, now: number): boolean {
  return !drip || (drip.kind === 'date' && Date.parse(drip.opensAt) <= now);
}

/** What the sign route answers for a lesson of a locked section. */
export const LESSON_LOCKED = 'This lesson is not open yet';
