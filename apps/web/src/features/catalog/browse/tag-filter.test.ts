import { describe, expect, it } from 'vitest';
import { hasTag, menuFilterTags } from './tag-filter';

describe("a playlist page's tag filters (menu[].filterTags)", () => {
  const menu = [
    { label: 'Barre', contentId: 'barre', filterTags: ' beginner, Pointe ,,beginner' },
    { label: 'Other', contentId: 'other', filterTags: 'jazz' },
    { label: 'Plain', contentId: 'plain' },
  ];

  it("offers the tags of the menu link to this playlist, trimmed, each once, in the studio's order", () => {
    expect(menuFilterTags(menu, 'barre')).toEqual(['beginner', 'Pointe']);
    expect(menuFilterTags(menu, 'plain')).toEqual([]);
    expect(menuFilterTags(menu, 'nowhere')).toEqual([]);
  });

  it('matches a class by any of its tags, whatever the case', () => {
    expect(hasTag({ tags: 'barre,pointe,advanced' }, 'Pointe')).toBe(true);
    expect(hasTag({ tags: 'barre, pointe' }, 'pointe')).toBe(true);
    expect(hasTag({ tags: 'barre' }, 'bar')).toBe(false);
    expect(hasTag({ tags: '' }, 'barre')).toBe(false);
  });
});
