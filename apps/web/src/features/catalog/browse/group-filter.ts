import type { PromotedGroup, Section } from '@releve/contracts';

/** A section belongs to a promoted group when they share at least one collection. */
export function isInGroup(section: Section, group: PromotedGroup): boolean {
  return section.collectionIds.some((id) => group.collectionIds.includes(id));
}

/** The sections shown for a group; every section when no group (Show All) or an unknown one is chosen. */
export function sectionsForGroup(sections: readonly Section[], group: PromotedGroup | undefined): Section[] {
  return group ? sections.filter((section) => isInGroup(section, group)) : [...sections];
}

/** Groups with at least one section to show: a chip that empties the page would only disappoint. */
export function groupsWithSections(
  groups: readonly PromotedGroup[],
  sections: readonly Section[],
): PromotedGroup[] {
  return groups.filter((group) => sections.some((section) => isInGroup(section, group)));
}
