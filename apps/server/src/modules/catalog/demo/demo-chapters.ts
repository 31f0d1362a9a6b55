import type { MusicCounts } from '@releve/contracts';
import type { DemoClip } from '@releve/db/seed';

/** Chapter titles by kind of class; a clip's topics pick the kind. */
const chapterSets = {
  ballet: ['Pliés', 'Tendus', 'Adagio', 'Allegro'],
  stretch: ['Warm-up', 'Hamstrings', 'Hips and back', 'Cool-down'],
  dance: ['Warm-up', 'Combination', 'Full out', 'Cool-down'],
} as const;

const balletTopics = new Set([
  'ballet-barre',
  'centre-work',
  'pointe',
  'adagio',
  'port-de-bras',
  'turns',
  'jumps',
  'floor-barre',
]);
const stretchTopics = new Set(['stretching', 'flexibility', 'mobility', 'yoga-for-dancers', 'recovery']);

export function chapterTitlesOf(clip: DemoClip): readonly string[] {
  if (clip.topics.some((topic) => balletTopics.has(topic))) return chapterSets.ballet;
  if (clip.topics.some((topic) => stretchTopics.has(topic))) return chapterSets.stretch;
  return chapterSets.dance;
}

const vttTime = (ms: number) =>
  `${String(Math.floor(ms / 3_600_000)).padStart(2, '0')}:${String(Math.floor(ms / 60_000) % 60).padStart(2, '0')}:${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;

/**
 * The clip's chapters as WebVTT: its titles in equal parts of the clip, the last ending with it
 * (the player shows them on the timeline and in a list).
 */
export function demoChaptersVtt(clip: DemoClip): string {
  const titles = chapterTitlesOf(clip);
  const totalMs = clip.seconds * 1000;
  const cues = titles.map((title, i) => {
    const start = Math.round((totalMs * i) / titles.length);
    const end = Math.round((totalMs * (i + 1)) / titles.length);
    return `${i + 1}\n${vttTime(start)} --> ${vttTime(end)}\n${title}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * The clip's music counts (issue 38): a danceable tempo per clip, 96 to 144 beats a minute, its first
 * "1" half a second in, so every demo class shows counts and phrase loops.
 */
export function demoMusicCounts(clip: DemoClip): MusicCounts {
  const index = Number(clip.id.slice(-2)) - 1;
  return { tempos: [{ from: 0, bpm: 96 + (index % 5) * 12, firstCount: 0.5 }] };
}
