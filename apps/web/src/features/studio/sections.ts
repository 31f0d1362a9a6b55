import { type StaffRole, type StudioSectionId, studioSectionsFor } from '@releve/contracts';
import type { ComponentType } from 'react';
import CancellationsPage from './cancellations/CancellationsPage';
import ClassesPage from './classes/ClassesPage';
import CollectionsPage from './collections/CollectionsPage';
import CouponsPage from './coupons/CouponsPage';
import HomeEditorPage from './home/HomeEditorPage';
import InsightsPage from './insights/InsightsPage';
import LibraryPage from './library/LibraryPage';
import LivePage from './live/LivePage';
import MembersPage from './members/MembersPage';
import OffersPage from './offers/OffersPage';
import ProgramsPage from './programs/ProgramsPage';
import PromotionsPage from './promotions/PromotionsPage';
import ActivityPage from './settings/activity/ActivityPage';
import StaffPage from './settings/staff/StaffPage';
import UploadsPage from './uploads/UploadsPage';

/** A group of the sidebar that holds several sections under one heading. */
export type ConsoleGroup = 'settings';

/** One page of the console: the contracts' section it is, where it lives, its lazily loaded page. */
export interface ConsoleSection {
  /** The section of contracts' `STUDIO_SECTIONS`: the role that opens it is the server's rule. */
  id: StudioSectionId;
  /** Its path under `/studio`. */
  path: string;
  group?: ConsoleGroup;
  /**
   * The page, in the console's chunk. A section's heavy tools (an uploader, a chart library) are
   * imported lazily by the section itself, from packages: a lazy module of the console's own that
   * shared its parts would make the app's import of the console need a namespace object, whose helper
   * lands in the members' first script (decision 037; `npm run size` says so).
   */
  Page: ComponentType;
}

/**
 * Every page of the console, in the sidebar's order. A new section adds one line here (its id from
 * contracts' `STUDIO_SECTIONS`, its page under `features/studio/<section>/`) and its name in
 * `studio.json`'s `sections`; the sidebar, the routes and who sees it follow.
 */
export const consoleSections: readonly ConsoleSection[] = [
  { id: 'classes', path: '/classes', Page: ClassesPage },
  { id: 'uploads', path: '/uploads', Page: UploadsPage },
  { id: 'programs', path: '/programs', Page: ProgramsPage },
  { id: 'collections', path: '/collections', Page: CollectionsPage },
  { id: 'home', path: '/home', Page: HomeEditorPage },
  { id: 'live', path: '/live', Page: LivePage },
  { id: 'library', path: '/library', Page: LibraryPage },
  { id: 'members', path: '/members', Page: MembersPage },
  { id: 'offers', path: '/offers', Page: OffersPage },
  { id: 'coupons', path: '/coupons', Page: CouponsPage },
  { id: 'promotions', path: '/promotions', Page: PromotionsPage },
  { id: 'cancellations', path: '/cancellations', Page: CancellationsPage },
  { id: 'insights', path: '/insights', Page: InsightsPage },
  { id: 'staff', path: '/settings/staff', group: 'settings', Page: StaffPage },
  { id: 'audit', path: '/settings/activity', group: 'settings', Page: ActivityPage },
];

/** The sections this role may open, in the sidebar's order: the same rule the server applies. */
export function sectionsFor(
  role: StaffRole | null | undefined,
  sections: readonly ConsoleSection[] = consoleSections,
): ConsoleSection[] {
  const open = new Set<string>(studioSectionsFor(role));
  return sections.filter((section) => open.has(section.id));
}

/** Where `/studio` itself leads: the first section the role may open. */
export const homeSectionOf = (sections: readonly ConsoleSection[]): ConsoleSection | undefined => sections[0];

/**
 * The sidebar's entries: sections without a group in their order, then each group with its sections,
 * where the group's first section stands.
 */
export type NavEntry =
  | { kind: 'section'; section: ConsoleSection }
  | { kind: 'group'; group: ConsoleGroup; sections: ConsoleSection[] };

export function navEntries(sections: readonly ConsoleSection[]): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const section of sections) {
    if (!section.group) {
      entries.push({ kind: 'section', section });
      continue;
    }
    const group = entries.find(
      (entry): entry is Extract<NavEntry, { kind: 'group' }> =>
        entry.kind === 'group' && entry.group === section.group,
    );
    if (group) group.sections.push(section);
    else entries.push({ kind: 'group', group: section.group, sections: [section] });
  }
  return entries;
}
