import { type DemoClip, demoClips } from '@releve/db/seed';
import { describe, expect, it } from 'vitest';
import { chapterTitlesOf, demoChaptersVtt } from './demo-chapters';

const clip = (id: string) => demoClips.find((candidate) => candidate.id === id) as DemoClip;

describe('demo chapters', () => {
  it('splits a ballet clip into Pliés, Tendus, Adagio and Allegro, ending with the clip', () => {
    const barre = clip('demo-clip-01');
    expect(barre.seconds).toBe(10);
    expect(demoChaptersVtt(barre)).toBe(
      [
        'WEBVTT',
        '',
        '1\n00:00:00.000 --> 00:00:02.500\nPliés',
        '',
        '2\n00:00:02.500 --> 00:00:05.000\nTendus',
        '',
        '3\n00:00:05.000 --> 00:00:07.500\nAdagio',
        '',
        '4\n00:00:07.500 --> 00:00:10.000\nAllegro',
        '',
      ].join('\n'),
    );
  });

  it('gives stretch and dance clips chapters of their own kind', () => {
    expect(chapterTitlesOf(clip('demo-clip-09'))).toContain('Hamstrings');
    expect(chapterTitlesOf(clip('demo-clip-13'))).toContain('Combination');
    for (const each of demoClips) expect(chapterTitlesOf(each)).toHaveLength(4);
  });
});
