import type { Course, Lesson, ProgramSummary, Resource, SectionDrip } from '@releve/contracts';
import type { CatalogRows, ResourceRow } from './catalog.repository';

type ProgramSectionRow = CatalogRows['programSections'][number];

import type { MediaRecord } from './media-items';
import { posterImage } from './media-items';

/** A playlist's lessons: its items in order, each with its Free (unlocked) flag. */
export type LessonsOf = (playlistId: string) => { record: MediaRecord; unlocked: boolean }[];

/** Resources are read or downloaded at this address (the resources module serves it). */
export const resourceUrl = (resourceId: string) => `/media/resources/${resourceId}`;

export function toResource(row: ResourceRow): Resource {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    thumbnail: posterImage(row.posterId),
    type: row.type,
    url: resourceUrl(row.id),
    canDownload: row.canDownload,
    free: row.free,
    fileSize: row.fileSize,
  };
}

/** Rows sorted by a key into lists per key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Every program with its whole tree (sections, their playlists as modules, their videos as
 * lessons) and its totals; drafts after every published program, each group in the studio's order.
 */
export function buildCourses(rows: CatalogRows, lessonsOf: LessonsOf): Course[] {
  const sectionsById = new Map(rows.sections.map((section) => [section.id, section]));
  const playlistsById = new Map(rows.playlists.map((playlist) => [playlist.id, playlist]));
  const sectionIdsOf = groupBy(rows.programSections, (row) => row.programId);
  const playlistIdsOf = groupBy(rows.sectionPlaylists, (row) => row.sectionId);
  const resourcesOf = groupBy(rows.resources, (row) => row.programId);

  const courses = rows.programs.map((program): Course => {
    const sections = (sectionIdsOf.get(program.id) ?? []).flatMap((link) => {
      const section = sectionsById.get(link.sectionId);
      const sectionId = link.sectionId;
      if (!section) return [];
      const playlists = (playlistIdsOf.get(sectionId) ?? []).flatMap(({ playlistId }) => {
        const playlist = playlistsById.get(playlistId);
        if (!playlist) return [];
        const videos = lessonsOf(playlistId).map(
          ({ record, unlocked }): Lesson => ({
            id: record.id,
            title: record.title,
            description: record.description,
            duration: record.durationSeconds,
            unlocked,
            videoThumbnail: posterImage(record.posterId),
          }),
        );
        return [{ id: playlist.id, name: playlist.title, videos }];
      });
      // An always open section's answer is as it was before drip (viewing.md §3's fields alone).
      const drip = dripOf(link);
      return [
        {
          id: section.id,
          name: section.name,
          description: section.description,
          playlists,
          ...(drip ? { drip } : {}),
        },
      ];
    });
    const lessons = sections.flatMap((section) => section.playlists.flatMap((playlist) => playlist.videos));
    const resources = (resourcesOf.get(program.id) ?? []).map(toResource);
    return {
      id: program.id,
      programId: program.id,
      name: program.name,
      sidebarName: program.sidebarName ?? program.name,
      type: program.type === 'draft' ? 'draft' : 'program',
      description: program.description,
      shortDescription: program.shortDescription,
      thumbnail: posterImage(program.posterId),
      verticalThumbnail: posterImage(program.verticalPosterId),
      groups: [program.groupName],
      sectionIds: sections.map((section) => section.id),
      sections,
      resources,
      counts: {
        sections: sections.length,
        modules: sections.reduce((sum, section) => sum + section.playlists.length, 0),
        lessons: lessons.length,
        durationSeconds: lessons.reduce((sum, lesson) => sum + lesson.duration, 0),
      },
    };
  });
  // Array.prototype.sort is stable: within published and within drafts the studio's order stays.
  return courses.sort((a, b) => Number(a.type === 'draft') - Number(b.type === 'draft'));
}

/** A section's drip rule as members' answers carry it (decision 042); none when always open. */
export function dripOf(link: ProgramSectionRow): SectionDrip | null {
  switch (link.dripKind) {
    case 'date':
      return link.opensAt ? { kind: 'date', opensAt: new Date(link.opensAt).toISOString() } : null;
    case 'days':
      return link.opensAfterDays ? { kind: 'days', days: link.opensAfterDays } : null;
    case 'after-previous':
      return { kind: 'after-previous' };
    default:
      return null;
  }
}

/** A program as initial data lists it: the course without its tree. */
export function toProgramSummary(course: Course): ProgramSummary {
  const { description: _description, sections: _sections, resources, ...summary } = course;
  return { ...summary, resources: resources.map(({ id }) => ({ id })) };
}
