import { randomInt } from 'node:crypto';
import {
  type StudioDrip,
  type StudioProgram,
  type StudioProgramWrite,
  studioProgramMessages,
  zonedDay,
  zonedInstant,
} from '@releve/contracts';
import { type Db, schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import type { ProgramTreeRecord, StudioProgramsRepository } from './studio-programs.repository';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomPart = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
export const newSectionId = (programId: string) => `sec-${programId.slice(0, 40)}-${randomPart(6)}`;
export const newModuleId = () => `mod-${randomPart(10)}`;

/** The drip rule as the builder shows it: a date is the day it opens in the studio's zone. */
export function studioDripOf(
  record: Pick<ProgramTreeRecord['sections'][number], 'dripKind' | 'opensAt' | 'opensAfterDays'>,
  timeZone: string,
): StudioDrip {
  if (record.dripKind === 'date' && record.opensAt)
    return { kind: 'date', opensOn: zonedDay(record.opensAt, timeZone) };
  if (record.dripKind === 'days' && record.opensAfterDays)
    return { kind: 'days', days: record.opensAfterDays };
  if (record.dripKind === 'after-previous') return { kind: 'after-previous' };
  return { kind: 'none' };
}

export function toStudioProgram(record: ProgramTreeRecord, timeZone: string): StudioProgram {
  return {
    ...record,
    sections: record.sections.map(({ dripKind, opensAt, opensAfterDays, ...rest }) => ({
      ...rest,
      drip: studioDripOf({ dripKind, opensAt, opensAfterDays }, timeZone),
    })),
  };
}

/**
 * What is wrong with a program the builder sends, field by field (`sections.1.modules.0.lessons.2.mediaId`),
 * against what the program holds now: sections and modules named must be this program's, each once;
 * lessons classes of the catalogue, once per module; resources in the library and not another program's.
 */
export async function treeProblems(
  tx: Db,
  repository: StudioProgramsRepository,
  programId: string,
  write: StudioProgramWrite,
  current: ProgramTreeRecord,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const ownSections = new Set(current.sections.map((section) => section.id));
  const ownModules = new Set(
    current.sections.flatMap((section) => section.modules.map((module) => module.id)),
  );
  const seenSections = new Set<string>();
  const seenModules = new Set<string>();
  const mediaIds = write.sections.flatMap((s) => s.modules.flatMap((m) => m.lessons.map((l) => l.mediaId)));
  const known = await repository.existingMediaIds(tx, [...new Set(mediaIds)]);

  write.sections.forEach((section, i) => {
    if (section.id !== undefined) {
      if (!ownSections.has(section.id) || seenSections.has(section.id))
        problems[`sections.${i}.id`] = studioProgramMessages.notThisProgram;
      seenSections.add(section.id);
    }
    if (i === 0 && section.drip.kind === 'after-previous')
      problems[`sections.${i}.drip`] = studioProgramMessages.firstAfterPrevious;
    section.modules.forEach((module, j) => {
      if (module.id !== undefined) {
        if (!ownModules.has(module.id) || seenModules.has(module.id))
          problems[`sections.${i}.modules.${j}.id`] = studioProgramMessages.notThisProgram;
        seenModules.add(module.id);
      }
      const inModule = new Set<string>();
      module.lessons.forEach((lesson, k) => {
        const field = `sections.${i}.modules.${j}.lessons.${k}.mediaId`;
        if (!known.has(lesson.mediaId)) problems[field] = studioProgramMessages.unknownClass;
        else if (inModule.has(lesson.mediaId)) problems[field] = studioProgramMessages.duplicateLesson;
        inModule.add(lesson.mediaId);
      });
    });
  });

  const holders = await repository.resourcesByIds(tx, write.resourceIds);
  write.resourceIds.forEach((id, i) => {
    if (!holders.has(id)) problems[`resourceIds.${i}`] = studioProgramMessages.unknownResource;
    else if (holders.get(id) !== null && holders.get(id) !== programId)
      problems[`resourceIds.${i}`] = studioProgramMessages.resourceElsewhere;
    else if (write.resourceIds.indexOf(id) !== i) problems[`resourceIds.${i}`] = 'is attached twice';
  });
  return problems;
}

const dripColumns = (drip: StudioDrip, timeZone: string) => ({
  dripKind: drip.kind,
  opensAt: drip.kind === 'date' ? zonedInstant(drip.opensOn, '00:00', timeZone) : null,
  opensAfterDays: drip.kind === 'days' ? drip.days : null,
});

/**
 * Writes the program as sent, whole, inside the caller's transaction: its fields, then its sections
 * (links in order, with their drip), modules and lessons anew; what it no longer holds is removed
 * (`removeTree`). Order is stored as positions 0..n-1 on each link (decision 042).
 */
export async function writeTree(
  tx: Db,
  repository: StudioProgramsRepository,
  programId: string,
  write: StudioProgramWrite,
  timeZone: string,
): Promise<void> {
  const { program, section, programSection, playlist, playlistItem, sectionPlaylist } = schema;
  await tx
    .update(program)
    .set({
      name: write.name,
      sidebarName: write.name,
      description: write.description,
      shortDescription: write.shortDescription,
      level: write.level,
      groupName: write.groupName,
      posterId: write.posterId,
    })
    .where(eq(program.id, programId));
  const keepSections = write.sections.flatMap((s) => (s.id ? [s.id] : []));
  const keepModules = write.sections.flatMap((s) => s.modules.flatMap((m) => (m.id ? [m.id] : [])));
  await repository.removeTree(tx, programId, keepSections, keepModules);

  for (const [position, given] of write.sections.entries()) {
    const sectionId = given.id ?? newSectionId(programId);
    await tx
      .insert(section)
      .values({ id: sectionId, name: given.name, description: given.description, listed: false, position })
      .onConflictDoUpdate({
        target: section.id,
        set: { name: given.name, description: given.description, position },
      });
    await tx
      .insert(programSection)
      .values({ programId, position, sectionId, ...dripColumns(given.drip, timeZone) });
    for (const [modulePosition, module] of given.modules.entries()) {
      const playlistId = module.id ?? newModuleId();
      await tx
        .insert(playlist)
        .values({ id: playlistId, title: module.name, kind: 'manual' })
        .onConflictDoUpdate({ target: playlist.id, set: { title: module.name, updatedAt: new Date() } });
      await tx.delete(playlistItem).where(eq(playlistItem.playlistId, playlistId));
      if (module.lessons.length)
        await tx.insert(playlistItem).values(
          module.lessons.map((lesson, itemPosition) => ({
            playlistId,
            position: itemPosition,
            mediaId: lesson.mediaId,
            unlocked: lesson.free,
          })),
        );
      await tx.insert(sectionPlaylist).values({ sectionId, position: modulePosition, playlistId });
    }
  }
  await repository.attachResources(tx, programId, write.resourceIds);
}

/** The program as the builder would send it back unchanged: the start of a copy (a template). */
export function asWrite(program: StudioProgram, withIds: boolean): StudioProgramWrite {
  return {
    name: program.name,
    description: program.description,
    shortDescription: program.shortDescription,
    level: program.level,
    groupName: program.groupName,
    posterId: program.posterId,
    sections: program.sections.map((section) => ({
      ...(withIds ? { id: section.id } : {}),
      name: section.name,
      description: section.description,
      drip: section.drip,
      modules: section.modules.map((module) => ({
        ...(withIds ? { id: module.id } : {}),
        name: module.name,
        lessons: module.lessons.map((lesson) => ({ mediaId: lesson.mediaId, free: lesson.free })),
      })),
    })),
    resourceIds: withIds ? program.resources.map((resource) => resource.id) : [],
  };
}
