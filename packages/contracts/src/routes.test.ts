import { describe, expect, it } from 'vitest';
import { matchPageRoute, pagePath, pageRoutes } from './routes';

function example(path: string): string {
  return path.replace(/:(\w+)\?/g, 'opt-$1').replace(/:(\w+)/g, 'v-$1');
}

describe('matchPageRoute', () => {
  it.each(pageRoutes.map((route) => [route.id, pagePath(route)]))('matches %s (%s)', (id, path) => {
    expect(matchPageRoute(example(path))?.route.id).toBe(id);
  });

  it('reads parameters, with the optional slug absent or present', () => {
    expect(matchPageRoute('/m/abc123')?.params).toEqual({ mediaId: 'abc123', slug: undefined });
    expect(matchPageRoute('/m/abc123/barre-basics')?.params).toEqual({
      mediaId: 'abc123',
      slug: 'barre-basics',
    });
    expect(matchPageRoute('/programs/p1/sections/s2/p/0/v/3')?.params).toEqual({
      courseId: 'p1',
      sectionId: 's2',
      playlistIndex: '0',
      videoIndex: '3',
    });
  });

  it('prefers the exact route over a parameter route', () => {
    expect(matchPageRoute('/programs')?.route.id).toBe('programs');
    expect(matchPageRoute('/programs/abc')?.route.id).toBe('program');
  });

  it('accepts one trailing slash like the server does', () => {
    expect(matchPageRoute('/pricing/')?.route.id).toBe('pricing');
  });

  it.each([
    '/nope',
    '/m',
    '/m/a/b/c',
    '/u/settings',
    '/black-friday',
    '/programs/a/resources',
    '/PRICING',
    '/pricingx',
  ])('does not match %s', (path) => {
    expect(matchPageRoute(path)).toBeUndefined();
  });
});
