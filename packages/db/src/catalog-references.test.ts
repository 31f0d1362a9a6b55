import { describe, expect, it } from 'vitest';
import { type CatalogReferenceRows, catalogReferenceProblems } from './catalog-references';

/** A small catalogue that names only what it has. */
function whole(): CatalogReferenceRows {
  return {
    media: [{ id: 'class001' }],
    playlists: [{ id: 'barre' }],
    playlistItems: [{ playlistId: 'barre', mediaId: 'class001' }],
    collections: [{ id: 'col-barre' }],
    collectionPlaylists: [{ collectionId: 'col-barre', playlistId: 'barre' }],
    sections: [{ id: 'sec-ballet', name: 'Ballet', listed: true }],
    sectionPlaylists: [{ sectionId: 'sec-ballet', playlistId: 'barre' }],
    sectionCollections: [{ sectionId: 'sec-ballet', collectionId: 'col-barre' }],
    programs: [{ id: 'basics' }],
    programSections: [{ programId: 'basics', sectionId: 'sec-ballet' }],
    promotedGroups: [{ id: 'grp-essentials', name: 'Studio Essentials' }],
    promotedGroupCollections: [{ groupId: 'grp-essentials', collectionId: 'col-barre' }],
    homeShelves: [
      { name: 'Barre', type: 'playlist', itemId: 'barre' },
      { name: 'Basics', type: 'program', itemId: 'basics' },
      { name: 'Featured', type: 'featured', itemId: null },
    ],
    dailyClasses: [{ day: '2026-11-28', mediaId: 'class001' }],
  };
}

describe('catalogReferenceProblems', () => {
  it('finds nothing in a catalogue that names only what it has', () => {
    expect(catalogReferenceProblems(whole())).toEqual([]);
  });

  it('names a promoted group’s missing collection, and one no listed section holds', () => {
    const rows = whole();
    rows.collections = [...rows.collections, { id: 'col-hidden' }];
    rows.promotedGroupCollections = [
      { groupId: 'grp-essentials', collectionId: 'col-gone' },
      { groupId: 'grp-essentials', collectionId: 'col-hidden' },
    ];
    expect(catalogReferenceProblems(rows)).toEqual([
      'promoted group "Studio Essentials" names collection col-gone, which does not exist',
      'promoted group "Studio Essentials" names collection col-hidden, which no listed section holds: the Classes page leaves it out',
    ]);
  });

  it('names a collection held only by an unlisted section (a program’s) as left out too', () => {
    const rows = whole();
    rows.sections = [{ id: 'sec-ballet', name: 'Ballet', listed: false }];
    expect(catalogReferenceProblems(rows)).toEqual([
      'promoted group "Studio Essentials" names collection col-barre, which no listed section holds: the Classes page leaves it out',
    ]);
  });

  it('names home shelves, playlists, sections and programs that point at nothing', () => {
    const rows = whole();
    rows.homeShelves = [
      { name: 'Gone Playlist', type: 'playlist', itemId: 'nope' },
      { name: 'Gone Program', type: 'program', itemId: 'nada' },
    ];
    rows.collectionPlaylists = [{ collectionId: 'col-barre', playlistId: 'missing' }];
    rows.programSections = [{ programId: 'basics', sectionId: 'sec-gone' }];
    rows.dailyClasses = [{ day: '2026-11-28', mediaId: 'class404' }];
    expect(catalogReferenceProblems(rows)).toEqual([
      'collection col-barre names playlist missing, which does not exist',
      'program basics names section sec-gone, which does not exist',
      'Class of the Day 2026-11-28 names media item class404, which does not exist',
      'home shelf "Gone Playlist" names playlist nope, which does not exist',
      'home shelf "Gone Program" names program nada, which does not exist',
    ]);
  });
});
