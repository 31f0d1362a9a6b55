import { demoClips } from '@releve/db/seed';
import { describe, expect, it } from 'vitest';
import { clipSourceArgs } from './demo-clips';

const clip = demoClips[0] as (typeof demoClips)[number];
const filtersOf = (args: string[]) => args[args.indexOf('-vf') + 1] as string;

describe('clipSourceArgs', () => {
  it('burns the title and a running clock in with the font it is given', () => {
    const filters = filtersOf(
      clipSourceArgs(clip, '/fonts/DejaVuSans-Bold.ttf', '/tmp/title.txt', 'out.mp4'),
    );
    expect(filters.match(/drawtext=fontfile=\/fonts\/DejaVuSans-Bold\.ttf:/g)).toHaveLength(2);
    expect(filters).toContain('textfile=/tmp/title.txt');
  });

  it('draws no text on a machine without fonts, so the demo still starts there', () => {
    const filters = filtersOf(clipSourceArgs(clip, undefined, '/tmp/title.txt', 'out.mp4'));
    expect(filters).not.toContain('drawtext');
    expect(filters.match(/drawbox/g)).toHaveLength(2);
  });
});
