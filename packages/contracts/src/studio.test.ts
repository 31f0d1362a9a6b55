import { describe, expect, it } from 'vitest';
import { STUDIO_ACTIONS, staffMay, studioSectionsFor } from './studio';

describe('staffMay (decision 036)', () => {
  it('lets the owner do everything and a member nothing', () => {
    for (const action of STUDIO_ACTIONS) {
      expect(staffMay('owner', action), action).toBe(true);
      expect(staffMay(null, action), action).toBe(false);
      expect(staffMay(undefined, action), action).toBe(false);
    }
  });

  it('lets an instructor edit and publish classes and run the live schedule, nothing more', () => {
    const allowed = STUDIO_ACTIONS.filter((action) => staffMay('instructor', action));
    expect(allowed).toEqual(['studio.enter', 'classes.edit', 'classes.publish', 'live.manage']);
  });

  it('lets a contributor edit classes but not publish them', () => {
    const allowed = STUDIO_ACTIONS.filter((action) => staffMay('contributor', action));
    expect(allowed).toEqual(['studio.enter', 'classes.edit']);
  });

  it('opens to each role the sections its actions allow', () => {
    expect(studioSectionsFor('contributor')).toEqual(['classes', 'uploads']);
    expect(studioSectionsFor('instructor')).toEqual(['classes', 'uploads', 'live']);
    expect(studioSectionsFor(null)).toEqual([]);
  });
});
