import type { Level } from './topics';

/** The demo studio's invented teachers; topics refer to them by index. */
export const teachers: readonly string[] = [
  'Madeleine Ashford',
  'Rafael Moreau',
  'Ingrid Solberg',
  'Amara Osei',
  'Théo Marchand',
  'Lucía Ferrer',
  'Hana Kobayashi',
  'Daniel Whitcombe',
  'Sofia Lindqvist',
  'Marcus Bell',
  'Yasmin Haddad',
  'Cora Fitzgerald',
];

/** Words that open a title: "Lifted Tendus", "Sunday Pirouettes Workshop". */
export const titleAdjectives: readonly string[] = [
  'Gentle',
  'Lifted',
  'Luminous',
  'Grounded',
  'Quiet',
  'Brisk',
  'Elegant',
  'Steady',
  'Buoyant',
  'Crisp',
  'Flowing',
  'Sunday',
  'Morning',
  'Evening',
  'Midweek',
  'Honest',
  'Spirited',
  'Patient',
  'Joyful',
  'Fearless',
  'Mindful',
  'Classic',
  'Fresh',
  'Radiant',
  'Precise',
  'Soft',
  'Strong',
  'Playful',
  'Polished',
  'Simple',
];

/** Words that close a title: "Pliés Workshop", "Quiet Fondus Study". */
export const titleFormats: readonly string[] = [
  'Practice',
  'Session',
  'Workshop',
  'Class',
  'Flow',
  'Drill',
  'Study',
  'Sequence',
  'Tune-up',
  'Intensive',
  'Essentials',
  'Lab',
];

/**
 * First sentences. `{teacher}` full name, `{first}` first name, `{minutes}`, `{focus}` (lowercase),
 * `{topic}` (lowercase), `{level}`, `{goal}`.
 */
export const openers: readonly string[] = [
  '{teacher} leads {minutes} minutes of {focus} to help you {goal}.',
  'In this {level} {topic} class, {first} uses {focus} to help you {goal}.',
  'A {minutes}-minute session of {focus} with {teacher}, designed to help you {goal}.',
  'Spend {minutes} minutes with {first} on {focus} and learn to {goal}.',
  'This {topic} class puts {focus} at its centre, so you can {goal}.',
  'Join {teacher} for {focus}: a focused {minutes} minutes that will help you {goal}.',
  '{first} breaks down {focus} step by step to help you {goal}.',
];

/** Optional middle sentences that suit any class. */
export const middles: readonly string[] = [
  'Expect clear counts, plenty of repetition and a calm finish.',
  'The music is a mix of piano standards and film scores.',
  'You will need a little floor space and a bottle of water.',
  'Every exercise is shown from the front and the side.',
  'There are short pauses to check your alignment in a mirror.',
  'It ends with a slow stretch so you leave feeling long and loose.',
  'Wear something you can move in; socks or soft shoes are fine.',
  'A sturdy chair or kitchen counter works well if you have no barre.',
  'The pace builds gently, then settles again before the end.',
  'Each combination is taught slowly first, then to music.',
  'Small details are explained along the way, so keep your ears open.',
  'The combinations repeat on both sides before moving on.',
  'It is filmed in our bright Studio Two with the piano close by.',
  'Take breaks whenever you need them and rejoin on the next count.',
  'A live pianist plays throughout, so the phrasing breathes naturally.',
  'Keep a towel nearby: this one gets warm.',
];

/** Optional closing sentences by level. */
export const closers: Readonly<Record<Level, readonly string[]>> = {
  beginner: [
    'Perfect if you are new to this, with every step explained.',
    'No experience needed: just curiosity and comfortable clothes.',
    'A welcoming place to start, or to start again.',
  ],
  intermediate: [
    'Best if you already know the basic positions and want a little more.',
    'Suits dancers with a year or two of regular classes.',
    'A good next step once the basics feel familiar.',
  ],
  advanced: [
    'A demanding class for confident dancers: quick combinations and few pauses.',
    'For experienced dancers ready to be challenged.',
    'Expect a brisk pace and complex combinations.',
  ],
};
