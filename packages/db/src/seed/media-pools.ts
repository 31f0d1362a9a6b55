import { topics } from './vocabulary/topics';

/*
 * The pools of pictures and clips the demo studio's rows point at. The seed only names them; the
 * server renders the posters (sharp) and the clips (ffmpeg) from these descriptions, so rows and
 * files always agree.
 */

export interface DemoPoster {
  /** Storage key segment: files live at `posters/{id}/{width}.{webp|jpg}`. */
  id: string;
  /** The word printed on it. */
  word: string;
  /** Picks colours and shapes; distinct for every poster. */
  design: number;
  orientation: 'landscape' | 'portrait';
}

export interface DemoClip {
  /** The video asset id; files at `hls/{id}/`. */
  id: string;
  /** Burned into the picture. */
  title: string;
  seconds: number;
  /** Topic tags whose classes play it. */
  topics: readonly string[];
  /** Background and accent colours (hex, no #) and the tone's pitch. */
  background: string;
  accent: string;
  toneHz: number;
}

const extraPosterWords = ['Welcome', 'Programs', 'Series', 'Live', 'Free', 'Trending', 'Seasonal', 'Library'];
const verticalPosterWords = ['Basics', 'Journey', 'Return', 'Strong', 'Pointe', 'Flow', 'Stretch', 'Style'];

/** Two designs per topic, then a few general ones: 52 landscape posters. */
export const demoPosters: readonly DemoPoster[] = [
  ...topics.flatMap((topic, index) =>
    (['a', 'b'] as const).map((variant, v) => ({
      id: `demo-${topic.tag}-${variant}`,
      word: topic.posterWord,
      design: index * 2 + v,
      orientation: 'landscape' as const,
    })),
  ),
  ...extraPosterWords.map((word, index) => ({
    id: `demo-${word.toLowerCase()}`,
    word,
    design: topics.length * 2 + index,
    orientation: 'landscape' as const,
  })),
];

/** 2:3 posters for programs' vertical pictures. */
export const demoVerticalPosters: readonly DemoPoster[] = verticalPosterWords.map((word, index) => ({
  id: `demo-vertical-${word.toLowerCase()}`,
  word,
  design: 100 + index,
  orientation: 'portrait',
}));

export const allDemoPosters: readonly DemoPoster[] = [...demoPosters, ...demoVerticalPosters];

export function topicPosters(tag: string): string[] {
  return [`demo-${tag}-a`, `demo-${tag}-b`];
}

export const generalPoster = (word: (typeof extraPosterWords)[number]) => `demo-${word.toLowerCase()}`;

const clipSpecs: [title: string, topicTags: string[], background: string, accent: string][] = [
  ['Barre Warm-up', ['ballet-barre'], '2b1055', 'd53369'],
  ['Centre Practice', ['centre-work'], '1d3557', 'e63946'],
  ['Pointe Rises', ['pointe'], '3d0c45', 'f4a259'],
  ['Slow Adagio', ['adagio'], '0b3d2e', 'f2cc8f'],
  ['Port de Bras', ['port-de-bras'], '22223b', 'c9ada7'],
  ['Pirouette Practice', ['turns'], '003049', 'fcbf49'],
  ['Petit Allegro', ['jumps'], '370617', 'ffba08'],
  ['Floor Barre', ['floor-barre'], '14213d', '8ecae6'],
  ['Deep Stretch', ['stretching'], '264653', 'e9c46a'],
  ['Split Training', ['flexibility'], '5f0f40', 'fb8b24'],
  ['Hip Mobility', ['mobility'], '1b4332', '95d5b2'],
  ['Sun Salutation', ['yoga-for-dancers', 'recovery'], '3a0ca3', 'f72585'],
  ['Dance Cardio', ['dance-fitness'], '7b2cbf', '00f5d4'],
  ['Barre Burn', ['cardio-barre'], '9d0208', 'ffd60a'],
  ['Core Strength', ['strength'], '212529', 'ff6b6b'],
  ['Jazz Isolations', ['jazz'], '240046', 'ff9e00'],
  ['Contemporary Flow', ['contemporary'], '2f3e46', 'cad2c5'],
  ['Lyrical Phrase', ['lyrical'], '4a4e69', 'f2e9e4'],
  ['Broadway Kick Line', ['musical-theatre'], '6a040f', 'ffb703'],
  ['Waltz Basics', ['ballroom-basics', 'character-dance'], '023047', 'ffafcc'],
];

export const demoClips: readonly DemoClip[] = clipSpecs.map(([title, topicTags, background, accent], i) => ({
  id: `demo-clip-${String(i + 1).padStart(2, '0')}`,
  title,
  // 10 to 12 seconds: a few 4-second segments, and quick to generate on two cores.
  seconds: 10 + (i % 3),
  topics: topicTags,
  background,
  accent,
  toneHz: 220 + i * 22,
}));

/**
 * Each demo clip's second camera angle (decision 063): "Side", the pictures of another clip of the same
 * length (three along), so the demo's classes show an angle switch. Its package is that clip's.
 */
export interface DemoAngle {
  id: string;
  angleOf: string;
  label: string;
  /** The clip whose package the angle plays. */
  pictureOf: string;
  seconds: number;
}

export const demoAngles: readonly DemoAngle[] = demoClips.map((clip, i) => {
  const other = demoClips[i + 3] ?? (demoClips[i - 3] as DemoClip);
  return {
    id: `${clip.id}-side`,
    angleOf: clip.id,
    label: 'Side',
    pictureOf: other.id,
    seconds: other.seconds,
  };
});

/** The clip a topic's classes play. */
export function clipForTopic(tag: string): DemoClip {
  const clip = demoClips.find((candidate) => candidate.topics.includes(tag));
  if (!clip) throw new Error(`No demo clip for topic ${tag}`);
  return clip;
}

/** Every clip is packaged from a 1280x720 source. */
export const DEMO_CLIP_WIDTH = 1280;
export const DEMO_CLIP_HEIGHT = 720;
