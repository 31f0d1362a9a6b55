import {
  STAFF_ROLES,
  STUDIO_NOT_FOUND,
  type StudioProgram,
  type StudioProgramWrite,
  staffMay,
  studioProgramMessages,
  studioProgramPaths,
} from '@releve/contracts';
import { schema } from '@releve/db';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedIn } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';
import { createCatalogTestApp } from './testing/catalog-test-app';

/*
 * The console's Programs builder (issue 34, decision 042) through its routes: create, save whole,
 * a message per bad field with nothing saved, publish, reorder, duplicate as a template, retire,
 * resources attached and detached, members' progress kept, every change audited, owner only.
 */
let t: TestApp;
const who: Record<'owner' | 'instructor' | 'member', SignedIn> = {} as never;
beforeAll(async () => {
  t = await createCatalogTestApp();
  for (const role of ['owner', 'instructor', 'member'] as const) {
    who[role] = await registerUser(t.app, `${role}.programs@example.test`);
    if (role !== 'member')
      await t.database.db
        .update(schema.user)
        .set({ staffRole: role })
        .where(eq(schema.user.id, who[role].userId));
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const studio = (as: SignedIn, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: as.cookie, origin: 'http://localhost:3000' },
    ...(payload ? { payload } : {}),
  });
const create = async (name: string) => {
  const res = await studio(who.owner, 'POST', studioProgramPaths.list, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().program as StudioProgram;
};
const save = (id: string, write: StudioProgramWrite) =>
  studio(who.owner, 'PUT', studioProgramPaths.one(id), write);
const courses = async () => (await t.app.inject({ url: '/api/courses' })).json().courses as { id: string }[];
const courseOf = async (id: string) =>
  (await courses()).find((course) => course.id === id) as
    | { counts: { sections: number; lessons: number }; sections: { id: string; drip?: unknown }[] }
    | undefined;
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.target, `program:${id}`))
    .orderBy(asc(schema.auditLog.id));

const twoSections = (over: Partial<StudioProgramWrite> = {}): StudioProgramWrite => ({
  name: 'Pointe Journey',
  description: 'From the barre to the first relevé on pointe.',
  shortDescription: 'Eight weeks to pointe',
  level: 'intermediate',
  groupName: 'Programs',
  posterId: 'pbarre01',
  sections: [
    {
      name: 'Foundations',
      description: 'Strength first.',
      drip: { kind: 'none' },
      modules: [
        {
          name: 'Week 1',
          lessons: [
            { mediaId: 'barre001', free: true },
            { mediaId: 'stretch1', free: false },
          ],
        },
      ],
    },
    {
      name: 'On Pointe',
      description: '',
      drip: { kind: 'date', opensOn: '2099-03-01' },
      modules: [{ name: 'Week 2', lessons: [{ mediaId: 'pointe01', free: false }] }],
    },
  ],
  resourceIds: [],
  ...over,
});

describe('building a program', () => {
  it('creates an unpublished program members do not see, and audits it', async () => {
    const made = await create('Pointe Journey');
    expect(made).toMatchObject({ id: 'pointe-journey', state: 'unpublished', sections: [], resources: [] });
    expect((await courses()).map((course) => course.id)).not.toContain('pointe-journey');
    expect((await auditOf('pointe-journey')).map((entry) => entry.action)).toEqual(['program.create']);
    const again = await create('Pointe Journey');
    expect(again.id).toBe('pointe-journey-2');
  });

  it('saves sections, drip, modules and lessons whole, and reads them back in order', async () => {
    const res = await save('pointe-journey', twoSections());
    expect(res.statusCode, res.body).toBe(200);
    const program = res.json().program as StudioProgram;
    expect(program.sections.map((section) => section.name)).toEqual(['Foundations', 'On Pointe']);
    expect(program.sections[1]?.drip).toEqual({ kind: 'date', opensOn: '2099-03-01' });
    expect(program.sections[0]?.modules[0]?.lessons.map((lesson) => [lesson.mediaId, lesson.free])).toEqual([
      ['barre001', true],
      ['stretch1', false],
    ]);
    expect(program.sections[0]?.modules[0]?.lessons[0]).toMatchObject({
      title: 'Barre Basics: Pliés & Tendus',
      classState: 'published',
    });
    expect(program.level).toBe('intermediate');

    // Reordered by the builder: the second section first, the lessons swapped. Ids keep the rows.
    const [first, second] = program.sections as [StudioProgram['sections'][0], StudioProgram['sections'][0]];
    const reordered = twoSections({
      sections: [
        {
          ...second,
          modules: second.modules.map(({ lessons, ...m }) => ({
            ...m,
            lessons: lessons.map(({ mediaId, free }) => ({ mediaId, free })),
          })),
          drip: { kind: 'none' },
        },
        {
          ...first,
          drip: { kind: 'after-previous' },
          modules: first.modules.map(({ lessons, ...m }) => ({
            ...m,
            lessons: lessons.map(({ mediaId, free }) => ({ mediaId, free })).reverse(),
          })),
        },
      ],
    });
    const again = (await save('pointe-journey', reordered)).json().program as StudioProgram;
    expect(again.sections.map((section) => section.id)).toEqual([second.id, first.id]);
    expect(again.sections[1]?.modules[0]?.lessons.map((lesson) => lesson.mediaId)).toEqual([
      'stretch1',
      'barre001',
    ]);
    expect(again.sections[1]?.drip).toEqual({ kind: 'after-previous' });
    expect((await auditOf('pointe-journey')).map((entry) => entry.action)).toEqual([
      'program.create',
      'program.update',
      'program.update',
    ]);
  });

  it('refuses bad values field by field and saves nothing of them', async () => {
    const before = (await studio(who.owner, 'GET', studioProgramPaths.one('pointe-journey'))).json().program;
    const cases: [StudioProgramWrite, string, string][] = [
      [
        twoSections({
          sections: [
            {
              name: 'A',
              description: '',
              drip: { kind: 'none' },
              modules: [{ name: 'M', lessons: [{ mediaId: 'nosuch01', free: false }] }],
            },
          ],
        }),
        'sections.0.modules.0.lessons.0.mediaId',
        studioProgramMessages.unknownClass,
      ],
      [
        twoSections({
          sections: [
            { id: 'sec-bb-1', name: 'Stolen', description: '', drip: { kind: 'none' }, modules: [] },
          ],
        }),
        'sections.0.id',
        studioProgramMessages.notThisProgram,
      ],
      [
        twoSections({
          sections: [{ name: 'First', description: '', drip: { kind: 'after-previous' }, modules: [] }],
        }),
        'sections.0.drip',
        studioProgramMessages.firstAfterPrevious,
      ],
      [twoSections({ resourceIds: ['res-guide'] }), 'resourceIds.0', studioProgramMessages.resourceElsewhere],
    ];
    for (const [write, field, message] of cases) {
      const res = await save('pointe-journey', write);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields, field).toEqual({ [field]: message });
    }
    for (const body of [
      { ...twoSections(), name: '' },
      {
        ...twoSections(),
        sections: [{ name: 'A', description: '', drip: { kind: 'days', days: 0 }, modules: [] }],
      },
      {
        ...twoSections(),
        sections: [{ name: 'A', description: '', drip: { kind: 'date', opensOn: '1 March' }, modules: [] }],
      },
      { ...twoSections(), level: 'expert' },
      { ...twoSections(), extra: true },
    ]) {
      const res = await save('pointe-journey', body as StudioProgramWrite);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(/^Invalid request\. /);
    }
    const after = (await studio(who.owner, 'GET', studioProgramPaths.one('pointe-journey'))).json().program;
    expect(after).toEqual(before);
    expect((await save('no-such-program', twoSections())).statusCode).toBe(404);
  });
});

describe('publishing, ordering, copying and retiring', () => {
  it('publishes a program to members at once, with its drip rules; refuses an empty one', async () => {
    expect((await studio(who.owner, 'POST', studioProgramPaths.publish('pointe-journey-2'))).statusCode).toBe(
      409,
    );
    await save('pointe-journey', twoSections());
    const res = await studio(who.owner, 'POST', studioProgramPaths.publish('pointe-journey'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().program.state).toBe('published');
    const course = await courseOf('pointe-journey');
    expect(course?.counts).toMatchObject({ sections: 2, lessons: 3 });
    expect(course?.sections[1]?.drip).toEqual({ kind: 'date', opensAt: '2099-03-01T00:00:00.000Z' });
    const initial = (await t.app.inject({ url: '/api/initial-data' })).json();
    expect(initial.programs.map((p: { id: string }) => p.id)).toContain('pointe-journey');
  });

  it('reorders the programs for members, and refuses an order that misses one', async () => {
    const list = (await studio(who.owner, 'GET', studioProgramPaths.list)).json().programs as {
      id: string;
    }[];
    const ids = list.map((p) => p.id);
    expect(
      (await studio(who.owner, 'PUT', studioProgramPaths.order, { ids: ids.slice(1) })).json().fields,
    ).toEqual({
      ids: studioProgramMessages.orderMismatch,
    });
    const wanted = ['pointe-journey', ...ids.filter((id) => id !== 'pointe-journey')];
    const res = await studio(who.owner, 'PUT', studioProgramPaths.order, { ids: wanted });
    expect(res.json().programs.map((p: { id: string }) => p.id)).toEqual(wanted);
    const initial = (await t.app.inject({ url: '/api/initial-data' })).json();
    expect(initial.programs[0].id).toBe('pointe-journey');
  });

  it('duplicates a program as an unpublished template with new sections and the same lessons', async () => {
    const res = await studio(who.owner, 'POST', studioProgramPaths.duplicate('pointe-journey'), {});
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().program as StudioProgram;
    const source = (await studio(who.owner, 'GET', studioProgramPaths.one('pointe-journey'))).json()
      .program as StudioProgram;
    expect(copy).toMatchObject({
      id: 'pointe-journey-copy',
      name: 'Pointe Journey (copy)',
      state: 'unpublished',
    });
    expect(copy.sections.map((s) => [s.name, s.drip])).toEqual(source.sections.map((s) => [s.name, s.drip]));
    expect(copy.sections.map((s) => s.id)).not.toEqual(source.sections.map((s) => s.id));
    expect(copy.sections.flatMap((s) => s.modules.flatMap((m) => m.lessons.map((l) => l.mediaId)))).toEqual(
      source.sections.flatMap((s) => s.modules.flatMap((m) => m.lessons.map((l) => l.mediaId))),
    );
    expect((await auditOf('pointe-journey-copy')).map((entry) => entry.action)).toEqual([
      'program.duplicate',
    ]);
  });

  it('keeps a member’s history when a lesson goes, updates the counts, and retires the program', async () => {
    const member = who.member;
    await t.database.db.insert(schema.videoState).values({
      userId: member.userId,
      videoKey: 'prog:pointe-journey:sec-x:0:1:stretch1',
      mediaId: 'stretch1',
      lastTime: 900,
      duration: 900,
      completed: true,
      programId: 'pointe-journey',
    });
    const current = (await studio(who.owner, 'GET', studioProgramPaths.one('pointe-journey'))).json()
      .program as StudioProgram;
    const write = twoSections({
      sections: current.sections.map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        drip: s.drip,
        modules: s.modules.map((m) => ({
          id: m.id,
          name: m.name,
          lessons: m.lessons
            .filter((l) => l.mediaId !== 'stretch1')
            .map(({ mediaId, free }) => ({ mediaId, free })),
        })),
      })),
    });
    expect((await save('pointe-journey', write)).statusCode).toBe(200);
    expect((await courseOf('pointe-journey'))?.counts.lessons).toBe(2);
    const kept = await t.database.db
      .select()
      .from(schema.videoState)
      .where(like(schema.videoState.videoKey, 'prog:pointe-journey:%'));
    expect(kept.map((row) => row.mediaId)).toEqual(['stretch1']);

    const res = await studio(who.owner, 'POST', studioProgramPaths.retire('pointe-journey'));
    expect(res.json().program.state).toBe('retired');
    expect(await courseOf('pointe-journey')).toBeUndefined();
    expect(
      (await t.app.inject({ url: '/api/search?q=pointe+journey&sources=programs' })).json().results[0].hits,
    ).toEqual([]);
    expect(
      (
        await t.database.db
          .select()
          .from(schema.videoState)
          .where(eq(schema.videoState.userId, member.userId))
      ).length,
    ).toBe(1);
  });
});

describe('resources and the pickers', () => {
  it('detaches a resource from one program and attaches it to another, in order', async () => {
    const basics = (await studio(who.owner, 'GET', studioProgramPaths.one('ballet-basics'))).json()
      .program as StudioProgram;
    expect(basics.resources.map((r) => r.id)).toEqual(['res-guide']);
    const asWrite = (p: StudioProgram, resourceIds: string[]): StudioProgramWrite => ({
      name: p.name,
      description: p.description,
      shortDescription: p.shortDescription,
      level: p.level,
      groupName: p.groupName,
      posterId: p.posterId,
      sections: p.sections.map((s) => ({
        id: s.id,
        name: s.name,
        description: s.description,
        drip: s.drip,
        modules: s.modules.map((m) => ({
          id: m.id,
          name: m.name,
          lessons: m.lessons.map(({ mediaId, free }) => ({ mediaId, free })),
        })),
      })),
      resourceIds,
    });
    expect((await save('ballet-basics', asWrite(basics, []))).statusCode).toBe(200);
    const listed = (await studio(who.owner, 'GET', studioProgramPaths.resources)).json().resources;
    expect(listed).toContainEqual(expect.objectContaining({ id: 'res-guide', programId: null }));
    const copy = (await studio(who.owner, 'GET', studioProgramPaths.one('pointe-journey-copy'))).json()
      .program;
    const res = await save('pointe-journey-copy', asWrite(copy, ['res-guide']));
    expect(res.json().program.resources.map((r: { id: string }) => r.id)).toEqual(['res-guide']);
    expect((await courseOf('ballet-basics')) as unknown).toMatchObject({ resources: [] });
  });

  it('finds classes to add by title', async () => {
    const res = await studio(who.owner, 'GET', `${studioProgramPaths.lessons}?q=barre`);
    expect(res.json().lessons.map((l: { mediaId: string }) => l.mediaId)).toEqual(
      expect.arrayContaining(['barre001', 'barre002']),
    );
  });
});

describe('who may build programs', () => {
  it('lets the owner alone through: an instructor is refused, a member does not see the console', async () => {
    const routes = t.app.routeTable.filter((route) => route.url.startsWith('/api/studio/programs'));
    expect(routes.length).toBe(10);
    for (const route of routes)
      expect(STAFF_ROLES.filter((role) => staffMay(role, route.studio!))).toEqual(['owner']);
    const instructor = await studio(who.instructor, 'GET', studioProgramPaths.list);
    expect(instructor.statusCode).toBe(403);
    const member = await studio(who.member, 'GET', studioProgramPaths.list);
    expect([member.statusCode, member.json().message]).toEqual([404, STUDIO_NOT_FOUND]);
  });
});
