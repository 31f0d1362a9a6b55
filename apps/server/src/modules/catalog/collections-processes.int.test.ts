import { studioCollectionPaths as paths } from '@releve/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heardWithin, openTwoProcesses, type TwoProcesses } from './testing/two-processes';

/*
 * A playlist or series changed in the console of one server process reaches members on another
 * process on the same database within a second (decision 045, through decision 036's notice), as
 * programs do (programs-processes.int.test.ts): the second process only hears the database.
 */
let p: TwoProcesses;
beforeAll(async () => {
  p = await openTwoProcesses('owner.collections-processes@example.test');
});
afterAll(() => p?.close());

const playlistOn = async (id: string) => {
  const res = await p.other.inject({ url: `/api/v2/playlists/${id}` });
  return res.statusCode === 200 ? (res.json().playlist as { mediaid: string }[]).map((i) => i.mediaid) : [];
};
const episodesOn = async (id: string) => {
  const res = await p.other.inject({ url: `/api/apps/series/${id}/episodes` });
  return res.statusCode === 200
    ? (res.json().episodes as { media_item: { mediaid: string } }[]).map((e) => e.media_item.mediaid)
    : [];
};

describe('playlists and series changed in one process', () => {
  it('show on the other process within one second', async () => {
    const made = (await p.studio('POST', paths.playlists, { title: 'Across' })).json().playlist;
    const playlist = {
      title: 'Across',
      description: '',
      posterId: null,
      freeTier: null,
      kind: 'manual',
      tags: [],
    };
    expect(
      (await p.studio('PUT', paths.playlist(made.id), { ...playlist, items: ['barre001', 'stretch1'] }))
        .statusCode,
    ).toBe(200);
    const first = await heardWithin(
      () => playlistOn(made.id),
      (ids) => expect(ids).toEqual(['barre001', 'stretch1']),
    );
    await p.studio('PUT', paths.playlist(made.id), { ...playlist, items: ['stretch1', 'barre001'] });
    const reordered = await heardWithin(
      () => playlistOn(made.id),
      (ids) => expect(ids).toEqual(['stretch1', 'barre001']),
    );

    const series = (await p.studio('POST', paths.series, { title: 'Across Series' })).json().series;
    const seasons = [
      { title: 'One', episodes: ['cardio01'] },
      { title: 'Two', episodes: ['pointe01'] },
    ];
    const saved = await p.studio('PUT', paths.oneSeries(series.id), {
      title: 'Across Series',
      description: '',
      posterId: null,
      published: true,
      seasons,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = await heardWithin(
      () => episodesOn(series.id),
      (ids) => expect(ids).toEqual(['cardio01', 'pointe01']),
    );
    console.info(`heard after ${first} ms (playlist), ${reordered} ms (its order), ${shown} ms (series)`);
    expect(p.lines.filter((line) => line.includes('could not be rebuilt'))).toEqual([]);
  });
});
