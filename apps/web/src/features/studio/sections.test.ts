import { STAFF_ROLES } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import { consoleSections, homeSectionOf, navEntries, sectionsFor } from './sections';

const ids = (role: Parameters<typeof sectionsFor>[0]) => sectionsFor(role).map((section) => section.id);

describe('the console sections a role opens', () => {
  it('gives a contributor the classes and the uploads, an instructor the live schedule too, an owner the library and the settings too', () => {
    expect(ids('contributor')).toEqual(['classes', 'uploads']);
    expect(ids('instructor')).toEqual(['classes', 'uploads', 'live']);
    expect(ids('owner')).toEqual([
      'classes',
      'uploads',
      'programs',
      'collections',
      'home',
      'live',
      'library',
      'members',
      'offers',
      'coupons',
      'promotions',
      'cancellations',
      'insights',
      'staff',
      'audit',
    ]);
  });

  it('opens nothing to a member who is not staff', () => {
    expect(ids(null)).toEqual([]);
    expect(ids(undefined)).toEqual([]);
    expect(homeSectionOf(sectionsFor(null))).toBeUndefined();
  });

  it('leads every role from /studio to the classes', () => {
    for (const role of STAFF_ROLES) expect(homeSectionOf(sectionsFor(role))?.path).toBe('/classes');
  });

  it('lists each section once, at its own path', () => {
    const paths = consoleSections.map((section) => section.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(consoleSections.map((section) => section.id)).size).toBe(consoleSections.length);
  });
});

describe('the sidebar', () => {
  it("puts an owner's Staff and Activity under Settings, after the sections of their own", () => {
    expect(
      navEntries(sectionsFor('owner')).map((entry) =>
        entry.kind === 'section'
          ? entry.section.id
          : `${entry.group}: ${entry.sections.map((s) => s.id).join(', ')}`,
      ),
    ).toEqual([
      'classes',
      'uploads',
      'programs',
      'collections',
      'home',
      'live',
      'library',
      'members',
      'offers',
      'coupons',
      'promotions',
      'cancellations',
      'insights',
      'settings: staff, audit',
    ]);
  });

  it('has no Settings for a contributor', () => {
    expect(navEntries(sectionsFor('contributor')).some((entry) => entry.kind === 'group')).toBe(false);
  });
});
