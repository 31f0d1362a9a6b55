/**
 * A small seeded pseudo-random generator (mulberry32): the demo studio must come out identical on
 * every machine and every run, so nothing in the seed may call Math.random.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items in random order (all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** An id of letters and digits, e.g. the spec's 8-character media ids. */
  id(length?: number): string;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
    id: (length = 8) => {
      let text = '';
      for (let i = 0; i < length; i++) text += ID_ALPHABET[int(0, ID_ALPHABET.length - 1)];
      return text;
    },
  };
}

/** Hands out random ids that were never handed out before (and never a reserved one). */
export function createIdSource(random: Random, reserved: Iterable<string> = []) {
  const used = new Set(reserved);
  return (length = 8) => {
    for (;;) {
      const id = random.id(length);
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
}
