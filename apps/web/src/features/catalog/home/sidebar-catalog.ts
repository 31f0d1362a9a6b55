import type { Collection, PromotedGroup } from '@releve/contracts';

/*
 * What the sidebar lists from initial data, as plain functions. The sidebar is part of the app's
 * first script, so this file imports types only.
 */

interface SidebarProgram {
  id: string;
  sidebarName: string;
  name: string;
  type: 'program' | 'draft';
  groups: string[];
}

export interface ProgramGroup<T> {
  /** The group's name; programs without one share the unnamed group (''). */
  name: string;
  programs: T[];
}

/**
 * Programs by their (first) group, groups in the studio's order of their first published program,
 * and drafts last: after the published programs of their group, and groups of drafts only after
 * every other group.
 */
export function groupPrograms<T extends SidebarProgram>(programs: readonly T[]): ProgramGroup<T>[] {
  const published = programs.filter((program) => program.type !== 'draft');
  const drafts = programs.filter((program) => program.type === 'draft');
  const groups = new Map<string, T[]>();
  for (const program of [...published, ...drafts]) {
    const name = program.groups[0] ?? '';
    const list = groups.get(name);
    if (list) list.push(program);
    else groups.set(name, [program]);
  }
  return [...groups].map(([name, list]) => ({ name, programs: list }));
}

export interface PromotedGroupLinks {
  id: string;
  name: string;
  icon: PromotedGroup['promotedIcon'];
  collections: { id: string; name: string }[];
}

/** Each promoted group with its collections' names; collections that do not exist are left out. */
export function promotedGroupLinks(
  groups: readonly PromotedGroup[],
  collections: readonly Collection[],
): PromotedGroupLinks[] {
  const byId = new Map(collections.map((collection) => [collection.id, collection]));
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    icon: group.promotedIcon,
    collections: group.collectionIds.flatMap((id) => {
      const collection = byId.get(id);
      return collection ? [{ id, name: collection.name }] : [];
    }),
  }));
}
