import type { Collection, Section } from '@releve/contracts';

/** The chip that shows every playlist of a section. */
export const ALL_COLLECTIONS = 'all';

export interface FilterOption {
  id: string;
  label: string;
}

/** The section's collections that exist, in the section's order. */
export function collectionsOf(section: Section, collections: readonly Collection[]): Collection[] {
  const byId = new Map(collections.map((collection) => [collection.id, collection]));
  return section.collectionIds.flatMap((id) => byId.get(id) ?? []);
}

/** All, then one chip per collection; no chips at all when the section has no collection. */
export function sectionFilterOptions(
  sectionCollections: readonly Collection[],
  allLabel: string,
): FilterOption[] {
  if (sectionCollections.length === 0) return [];
  return [
    { id: ALL_COLLECTIONS, label: allLabel },
    ...sectionCollections.map((collection) => ({ id: collection.id, label: collection.name })),
  ];
}

/** On small screens the chips give way to a dropdown, and only when there is a choice to make. */
export function showsMobileDropdown(sectionCollections: readonly Collection[]): boolean {
  return sectionCollections.length > 1;
}

/**
 * The playlists shown for the chosen chip: the collection's own, or for All the section's
 * playlists followed by every collection's, each playlist once.
 */
export function playlistIdsFor(
  section: Section,
  sectionCollections: readonly Collection[],
  chosen: string,
): string[] {
  const collection = sectionCollections.find((c) => c.id === chosen);
  if (collection) return collection.playlistIds;
  return [...new Set([...section.playlistIds, ...sectionCollections.flatMap((c) => c.playlistIds)])];
}
