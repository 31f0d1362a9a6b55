import { describe, expect, it } from 'vitest';
import { testProgram } from '../../../testing/home';
import { groupPrograms } from './sidebar-catalog';

const programs = [
  testProgram('ballet-basics', 'Ballet Basics', 'Ballet'),
  testProgram('pointe-draft', 'Pointe (coming)', 'Ballet', 'draft'),
  testProgram('barre-burn', 'Barre Burn', 'Fitness'),
  testProgram('six-week-ballet', 'Six Weeks', 'Ballet'),
  testProgram('stretch-draft', 'Deep Stretch', 'Stretch', 'draft'),
];

describe('sidebar programs', () => {
  it('groups programs by group, drafts after the published ones, draft-only groups last', () => {
    expect(groupPrograms(programs).map((g) => [g.name, g.programs.map((p) => p.id)])).toEqual([
      ['Ballet', ['ballet-basics', 'six-week-ballet', 'pointe-draft']],
      ['Fitness', ['barre-burn']],
      ['Stretch', ['stretch-draft']],
    ]);
  });
});
