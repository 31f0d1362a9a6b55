import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from './page-markdown';

describe('page markdown', () => {
  it('drops a first heading that repeats the title', () => {
    expect(withoutRepeatedTitle('# Studio Etiquette\n\n1. Warm up.', 'Studio Etiquette')).toBe('1. Warm up.');
    expect(withoutRepeatedTitle('\n#  studio etiquette  \nText', 'Studio Etiquette')).toBe('Text');
  });

  it('keeps other headings and text', () => {
    expect(withoutRepeatedTitle('# Welcome\n\nText', 'Studio Etiquette')).toBe('# Welcome\n\nText');
    expect(withoutRepeatedTitle('Intro\n# Studio Etiquette', 'Studio Etiquette')).toBe(
      'Intro\n# Studio Etiquette',
    );
    expect(withoutRepeatedTitle('## Studio Etiquette\nText', 'Studio Etiquette')).toBe(
      '## Studio Etiquette\nText',
    );
  });
});
