import { describe, expect, it } from 'vitest';
import { testMedia } from '../../../testing/media';
import { canonicalMediaPath, hubShelfIds, selectMediaScreen } from './screen';

describe('media detail screen selection', () => {
  it('shows the default video screen for videos and trailers', () => {
    expect(selectMediaScreen(testMedia(), { search: '' })).toEqual({ kind: 'video' });
    expect(selectMediaScreen(testMedia({ contentType: 'trailer' }), { search: '' })).toEqual({
      kind: 'video',
    });
  });

  it("shows a type of the studio's own on the default screen when it has a video, else says there is none", () => {
    expect(selectMediaScreen(testMedia({ contentType: 'masterclass', duration: 1 }), { search: '' })).toEqual(
      {
        kind: 'video',
      },
    );
    expect(selectMediaScreen(testMedia({ contentType: 'masterclass', duration: 0 }), { search: '' })).toEqual(
      {
        kind: 'no-default-screen',
      },
    );
    // A video with no duration yet (not packaged) is still a video.
    expect(selectMediaScreen(testMedia({ duration: 0 }), { search: '' })).toEqual({ kind: 'video' });
  });

  it('sends a series to its series page, keeping the query', () => {
    const item = testMedia({ contentType: 'series', seriesId: 'ser1' });
    expect(selectMediaScreen(item, { search: 'r=pl1&play=1' })).toEqual({
      kind: 'redirect',
      to: '/s/ser1?r=pl1&play=1',
    });
  });

  it('shows a series item itself when its series does not exist', () => {
    const item = testMedia({ contentType: 'series', seriesId: 'ser1' });
    expect(selectMediaScreen(item, { search: '', seriesMissing: true })).toEqual({ kind: 'video' });
  });

  it('sends an episode to its parent series with the episode selected', () => {
    const item = testMedia({ mediaid: 'ep000003', contentType: 'episode', seriesId: 'ser1' });
    expect(selectMediaScreen(item, { search: 'r=pl1&e=other' })).toEqual({
      kind: 'redirect',
      to: '/s/ser1?r=pl1&e=ep000003',
    });
  });

  it('shows an episode without a series as a plain class', () => {
    expect(selectMediaScreen(testMedia({ contentType: 'episode' }), { search: '' })).toEqual({
      kind: 'video',
    });
  });

  it('sends a live channel item to its channel, or says the channel is missing', () => {
    const item = testMedia({ contentType: 'liveChannel', liveChannelsId: 'chan0001' });
    expect(selectMediaScreen(item, { search: '' })).toEqual({ kind: 'live-channel', channelId: 'chan0001' });
    expect(selectMediaScreen(testMedia({ contentType: 'liveChannel' }), { search: '' })).toEqual({
      kind: 'live-channel-missing',
    });
    const channel = testMedia({
      mediaid: 'chan0001',
      contentType: 'liveChannel',
      liveChannelsId: 'chan0001',
    });
    expect(selectMediaScreen(channel, { search: '' })).toEqual({ kind: 'video' });
  });

  it('renders pages and hubs on their own screens', () => {
    expect(selectMediaScreen(testMedia({ contentType: 'page' }), { search: '' })).toEqual({ kind: 'page' });
    expect(selectMediaScreen(testMedia({ contentType: 'hub' }), { search: '' })).toEqual({ kind: 'hub' });
  });
});

describe('hub shelves', () => {
  it('reads the shelf tags in order and ignores the others', () => {
    const hub = testMedia({ contentType: 'hub', tags: 'shelf:new, winter,shelf:barre-basics,shelf:' });
    expect(hubShelfIds(hub)).toEqual(['new', 'barre-basics']);
  });
});

describe('the media URL', () => {
  const item = testMedia({ mediaid: 'abcd1234', link: '/m/abcd1234/barre-basics' });

  it('puts a missing or wrong slug right, keeping the query', () => {
    expect(canonicalMediaPath(item, undefined, 'r=pl1')).toBe('/m/abcd1234/barre-basics?r=pl1');
    expect(canonicalMediaPath(item, 'old-title', '')).toBe('/m/abcd1234/barre-basics');
  });

  it('leaves a right URL alone', () => {
    expect(canonicalMediaPath(item, 'barre-basics', 'play=1')).toBeUndefined();
    const untitled = testMedia({ link: '/m/abcd1234' });
    expect(canonicalMediaPath(untitled, undefined, '')).toBeUndefined();
    expect(canonicalMediaPath(untitled, 'extra', '')).toBe('/m/abcd1234');
  });
});
