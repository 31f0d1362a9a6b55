import { AUDIT_ACTIONS } from '@releve/contracts';
import { describe, expect, it } from 'vitest';
import studio from '../../../../i18n/locales/en/studio.json';
import { changedFields, describeTarget, show } from './describe-change';

describe("an audit entry's before and after", () => {
  it('is the fields that changed, not every field the thing has', () => {
    const before = {
      id: 'c1',
      title: 'Pliés',
      tags: ['barre'],
      state: 'draft',
      updatedAt: '1',
      video: { state: 'ready' },
    };
    const after = {
      id: 'c1',
      title: 'Pliés',
      tags: ['barre', 'floor'],
      state: 'published',
      updatedAt: '2',
      video: { state: 'ready' },
    };
    expect(changedFields(before, after)).toEqual([
      { field: 'tags', before: ['barre'], after: ['barre', 'floor'] },
      { field: 'state', before: 'draft', after: 'published' },
    ]);
  });

  it('names a nested field by its path, and takes empty for empty whichever way it is written', () => {
    expect(
      changedFields(
        { video: { state: 'queued' }, note: null, tags: [] },
        { video: { state: 'ready' }, note: '', tags: [] },
      ),
    ).toEqual([{ field: 'video.state', before: 'queued', after: 'ready' }]);
    expect(changedFields({ video: null }, { video: { state: 'ready' } })).toEqual([
      { field: 'video.state', before: null, after: 'ready' },
    ]);
    // A staff role given: it was none before (not staff), which an edit says.
    expect(changedFields({ email: 'a@b.test', role: null }, { email: 'a@b.test', role: 'owner' })).toEqual([
      { field: 'role', before: null, after: 'owner' },
    ]);
  });

  it('lists what a thing was made with, or what it had when removed, leaving out what was empty', () => {
    expect(changedFields(null, { id: 'c1', title: 'Barre', instructor: null, tags: [] })).toEqual([
      { field: 'title', after: 'Barre' },
    ]);
    expect(changedFields({ filename: 'a.mp4', receivedBytes: 10 }, null)).toEqual([
      { field: 'filename', before: 'a.mp4' },
      { field: 'receivedBytes', before: 10 },
    ]);
  });

  it('is one change for values that are not objects (a list of chapters, the command line note)', () => {
    expect(changedFields(null, 'on-demand for 30 days')).toEqual([
      { field: '', after: 'on-demand for 30 days' },
    ]);
    const chapters = [{ start: 0, title: 'Warm-up' }];
    expect(changedFields([], chapters)).toEqual([{ field: '', after: chapters }]);
    expect(changedFields([{ start: 0, title: 'Intro' }], chapters)).toEqual([
      { field: '', before: [{ start: 0, title: 'Intro' }], after: chapters },
    ]);
    expect(changedFields(chapters, chapters)).toEqual([]);
    expect(changedFields(null, undefined)).toEqual([]);
  });

  it('shows values as words', () => {
    expect(show(null)).toBeNull();
    expect(show('')).toBeNull();
    expect(show(['barre', 'floor'])).toBe('barre, floor');
    expect(
      show([
        { start: 0, title: 'Warm-up' },
        { start: 95, title: 'Barre' },
      ]),
    ).toBe('0 Warm-up, 95 Barre');
    expect(show(false)).toBe('false');
  });
});

describe("an audit entry's target", () => {
  it('is its kind and id, named by the title, e-mail or file name its after or before has', () => {
    expect(describeTarget('class:c1', { title: 'Old' }, { title: 'New' })).toEqual({
      kind: 'class',
      id: 'c1',
      name: 'New',
    });
    expect(describeTarget('staff:u1', { email: 'a@b.test', role: 'owner' }, null)).toEqual({
      kind: 'staff',
      id: 'u1',
      name: 'a@b.test',
    });
    expect(describeTarget('video:v1', { state: 'failed' }, { state: 'queued' })?.name).toBeNull();
    expect(describeTarget(null, null, null)).toBeNull();
  });
});

it('has words for every kind of change the log holds', () => {
  const words = studio.audit.actions as Record<string, unknown>;
  for (const action of AUDIT_ACTIONS) {
    const [area, verb] = action.includes('.') ? action.split('.') : [action];
    const found = verb
      ? (words[area as string] as Record<string, unknown> | undefined)?.[verb]
      : words[action];
    expect(typeof found, action).toBe('string');
  }
});
