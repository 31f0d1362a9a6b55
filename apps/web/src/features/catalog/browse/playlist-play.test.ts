import { describe, expect, it } from 'vitest';
import { baseMediaItem } from '../../../testing/catalog';
import { playlistPlayTarget } from './playlist-play';

const page = { playlist: [baseMediaItem('c1', { link: '/m/c1/first-class' })] };

describe('playlistPlayTarget (/p/{id} with channel and play=1)', () => {
  it('stays on the playlist page when neither is asked', () => {
    expect(playlistPlayTarget('pl-9', 'view=grid', page)).toBeUndefined();
  });

  it('plays the first item in the playlist context, keeping the rest of the query', () => {
    expect(playlistPlayTarget('pl-9', 'play=1&mid=u7', page)).toBe('/m/c1/first-class?play=1&mid=u7&r=pl-9');
    expect(playlistPlayTarget('pl-9', 'play=1', undefined)).toBe('wait');
    // An empty playlist has nothing to play: its page says so.
    expect(playlistPlayTarget('pl-9', 'play=1', { playlist: [] })).toBeUndefined();
  });

  it('opens the named channel, playing it with play=1', () => {
    expect(playlistPlayTarget('live', 'channel=chan0001&play=1', undefined)).toBe(
      '/m/chan0001?play=1&r=live',
    );
    expect(playlistPlayTarget('live', 'channel=chan0001', undefined)).toBe('/m/chan0001?r=live');
  });
});
