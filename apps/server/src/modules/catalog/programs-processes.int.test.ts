import { type StudioProgramWrite, studioProgramPaths } from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { heardWithin, openTwoProcesses, type TwoProcesses } from './testing/two-processes';

/*
 * A program published or changed in the console of one server process reaches members on another
 * process on the same database within a second (decision 042, through decision 036's notice): the
 * second process is never told by the first, it hears the database.
 */
let p: TwoProcesses;
beforeAll(async () => {
  p = await openTwoProcesses('owner.processes@example.test');
});
afterAll(() => p?.close());

const courseOn = async (app: App, id: string) => {
  const courses = (await app.inject({ url: '/api/courses' })).json().courses as {
    id: string;
    name: string;
    counts: { lessons: number };
  }[];
  return courses.find((course) => course.id === id);
};
const write = (name: string, lessons: string[]): StudioProgramWrite => ({
  name,
  description: '',
  shortDescription: '',
  level: null,
  groupName: 'Programs',
  posterId: null,
  sections: [
    {
      name: 'One',
      description: '',
      drip: { kind: 'none' },
      modules: [{ name: 'M', lessons: lessons.map((mediaId) => ({ mediaId, free: false })) }],
    },
  ],
  resourceIds: [],
});

describe('a program published in one process', () => {
  it('shows on the other process within one second, and so does each change after', async () => {
    const made = (await p.studio('POST', studioProgramPaths.list, { name: 'Across Processes' })).json()
      .program;
    expect(
      (await p.studio('PUT', studioProgramPaths.one(made.id), write('Across Processes', ['barre001'])))
        .statusCode,
    ).toBe(200);
    expect(await courseOn(p.other, made.id)).toBeUndefined();

    expect((await p.studio('POST', studioProgramPaths.publish(made.id))).statusCode).toBe(200);
    const firstDelay = await heardWithin(
      () => courseOn(p.other, made.id),
      (course) => expect(course).toBeDefined(),
    );

    await p.studio(
      'PUT',
      studioProgramPaths.one(made.id),
      write('Across, Renamed', ['barre001', 'stretch1']),
    );
    const secondDelay = await heardWithin(
      () => courseOn(p.other, made.id),
      (course) => expect([course?.counts.lessons, course?.name]).toEqual([2, 'Across, Renamed']),
    );
    console.info(
      `program heard by the other process after ${firstDelay} ms, its change after ${secondDelay} ms`,
    );

    await p.studio('POST', studioProgramPaths.retire(made.id));
    await heardWithin(
      () => courseOn(p.other, made.id),
      (course) => expect(course).toBeUndefined(),
    );
    expect(p.lines.filter((line) => line.includes('could not be rebuilt'))).toEqual([]);
  });
});
