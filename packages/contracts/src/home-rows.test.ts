import { describe, expect, it } from 'vitest';
import type { HomeShelf } from './catalog';
import { validateAppConfig } from './config';
import { homeRowsOf } from './home-rows';

const catalogue: HomeShelf[] = [
  { name: 'Featured', type: 'featured', itemId: null, order: 0 },
  { name: 'Trending Now', type: 'playlist', itemId: 'trending', order: 1 },
];

const configWith = (content: unknown[]) => {
  const result = validateAppConfig({ id: 'abcd1234', siteName: 'Studio', content });
  if (!result.config) throw new Error(result.issues.join('\n'));
  return result.config;
};

describe('homeRowsOf', () => {
  it("keeps the catalogue's shelves when the config has no content rows", () => {
    expect(homeRowsOf(configWith([]), catalogue)).toEqual(catalogue);
  });

  it("draws home from the config's content rows, in order, with their colours and featured flag", () => {
    const rows = homeRowsOf(
      configWith([
        { contentId: 'free-library', title: 'Start here', featured: true, type: 'playlist' },
        { type: 'continue_watching', backgroundColor: '#1f2a44' },
        { contentId: 'trending', type: 'playlist', backgroundColor: '#fde8ef' },
        { type: 'favorites', title: 'Saved', featured: true },
      ]),
      catalogue,
    );
    expect(rows).toEqual([
      {
        name: 'Start here',
        type: 'playlist',
        itemId: 'free-library',
        order: 0,
        featured: true,
        backgroundColor: null,
      },
      {
        name: '',
        type: 'continue-watching',
        itemId: null,
        order: 1,
        featured: false,
        backgroundColor: '#1f2a44',
      },
      {
        name: '',
        type: 'playlist',
        itemId: 'trending',
        order: 2,
        featured: false,
        backgroundColor: '#fde8ef',
      },
      // Only a playlist is drawn as the carousel; a member row stays a row.
      { name: 'Saved', type: 'favorites', itemId: null, order: 3, featured: false, backgroundColor: null },
    ]);
  });
});
