import { describe, expect, it } from 'vitest';
import { cardTagsWithLevel, classTagFields, tagsOfClassFields } from './studio-class-tags';

const styles = new Set(['ballet-barre', 'stretching']);

describe("the class editor's fields in tags (decision 038)", () => {
  it('reads the demo studio classes: style, level and teacher', () => {
    expect(classTagFields(['ballet-barre', 'beginner', 'Elena Marsh'], styles)).toEqual({
      style: 'ballet-barre',
      level: 'beginner',
      instructor: 'Elena Marsh',
      tags: [],
    });
  });

  it('reads a teacher: tag, and leaves other tags as tags', () => {
    expect(classTagFields(['floor', 'teacher:Ines', 'stretching', 'newly-added'], styles)).toEqual({
      style: 'stretching',
      level: null,
      instructor: 'Ines',
      tags: ['floor', 'newly-added'],
    });
  });

  it('writes style, level and instructor first, a single name as a teacher: tag, and reads them back', () => {
    const fields = {
      style: 'ballet-barre',
      level: 'advanced' as const,
      instructor: 'Ines',
      tags: ['jumps', 'Ines'],
    };
    const tags = tagsOfClassFields(fields);
    expect(tags).toEqual(['ballet-barre', 'advanced', 'teacher:Ines', 'jumps', 'Ines']);
    expect(
      tagsOfClassFields({ style: null, level: null, instructor: 'Maria Lopez', tags: ['Maria Lopez'] }),
    ).toEqual(['Maria Lopez']);
    expect(classTagFields(tags, styles)).toMatchObject({
      style: 'ballet-barre',
      level: 'advanced',
      instructor: 'Ines',
    });
  });

  it("keeps the card's level badge in step with the level", () => {
    expect(cardTagsWithLevel(['Beginner', 'New'], 'advanced')).toEqual(['Advanced', 'New']);
    expect(cardTagsWithLevel(['Beginner'], null)).toEqual([]);
  });
});
