import type { StudioDrip, StudioProgram, StudioProgramLesson, StudioProgramWrite } from '@releve/contracts';

/*
 * The builder's program while it is edited (decision 042): the server's program with a key on every
 * row (drag and drop and React name rows by it; a new row has no id until saved), and the pure moves
 * the drag and the move menu both make.
 */

export interface DraftLesson extends StudioProgramLesson {
  key: string;
}
export interface DraftModule {
  key: string;
  id?: string;
  name: string;
  lessons: DraftLesson[];
}
export interface DraftSection {
  key: string;
  id?: string;
  name: string;
  description: string;
  drip: StudioDrip;
  modules: DraftModule[];
}
export interface DraftResource {
  key: string;
  id: string;
  title: string;
  type: string;
  free: boolean;
}
export interface ProgramDraft {
  name: string;
  description: string;
  shortDescription: string;
  level: StudioProgram['level'];
  groupName: string;
  posterId: string | null;
  sections: DraftSection[];
  resources: DraftResource[];
}

let counter = 0;
/** A key no other row of this tab has. */
export const newKey = (kind: string) => `${kind}-${++counter}`;

export function draftOf(program: StudioProgram): ProgramDraft {
  return {
    name: program.name,
    description: program.description,
    shortDescription: program.shortDescription,
    level: program.level,
    groupName: program.groupName,
    posterId: program.posterId,
    sections: program.sections.map((section) => ({
      ...section,
      key: newKey('section'),
      modules: section.modules.map((module) => ({
        ...module,
        key: newKey('module'),
        lessons: module.lessons.map((lesson) => ({ ...lesson, key: newKey('lesson') })),
      })),
    })),
    resources: program.resources.map((resource) => ({ ...resource, key: newKey('resource') })),
  };
}

/** What the server is sent: the whole program, without the builder's keys and the lessons' looks. */
export function writeOf(draft: ProgramDraft): StudioProgramWrite {
  return {
    name: draft.name,
    description: draft.description,
    shortDescription: draft.shortDescription,
    level: draft.level,
    groupName: draft.groupName,
    posterId: draft.posterId,
    sections: draft.sections.map((section) => ({
      ...(section.id ? { id: section.id } : {}),
      name: section.name,
      description: section.description,
      drip: section.drip,
      modules: section.modules.map((module) => ({
        ...(module.id ? { id: module.id } : {}),
        name: module.name,
        lessons: module.lessons.map((lesson) => ({ mediaId: lesson.mediaId, free: lesson.free })),
      })),
    })),
    resourceIds: draft.resources.map((resource) => resource.id),
  };
}

/** The list with the item at `from` moved to `to` (both 0-based, `to` clamped into the list). */
export function moveInList<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Replaces the section with `key` by what `change` makes of it. */
export const updateSection = (
  draft: ProgramDraft,
  key: string,
  change: (section: DraftSection) => DraftSection,
) => ({
  ...draft,
  sections: draft.sections.map((section) => (section.key === key ? change(section) : section)),
});

/** Replaces the module with `key`, wherever it is, by what `change` makes of it. */
export const updateModule = (
  draft: ProgramDraft,
  key: string,
  change: (module: DraftModule) => DraftModule,
) => ({
  ...draft,
  sections: draft.sections.map((section) => ({
    ...section,
    modules: section.modules.map((module) => (module.key === key ? change(module) : module)),
  })),
});

/**
 * Moves a lesson out of its module into another one (or the same), at `to` there: the move menu's
 * "Move to…" across modules, and sections.
 */
export function moveLesson(
  draft: ProgramDraft,
  lessonKey: string,
  targetModuleKey: string,
  to: number,
): ProgramDraft {
  const lesson = draft.sections
    .flatMap((s) => s.modules.flatMap((m) => m.lessons))
    .find((l) => l.key === lessonKey);
  if (!lesson) return draft;
  const without = {
    ...draft,
    sections: draft.sections.map((section) => ({
      ...section,
      modules: section.modules.map((module) => ({
        ...module,
        lessons: module.lessons.filter((l) => l.key !== lessonKey),
      })),
    })),
  };
  return updateModule(without, targetModuleKey, (module) => {
    const lessons = [...module.lessons];
    lessons.splice(Math.max(0, Math.min(to, lessons.length)), 0, lesson);
    return { ...module, lessons };
  });
}

/** Moves a module into another section (or the same), at `to` there. */
export function moveModule(
  draft: ProgramDraft,
  moduleKey: string,
  targetSectionKey: string,
  to: number,
): ProgramDraft {
  const found = draft.sections.flatMap((s) => s.modules).find((m) => m.key === moduleKey);
  if (!found) return draft;
  const sections = draft.sections.map((section) => ({
    ...section,
    modules: section.modules.filter((m) => m.key !== moduleKey),
  }));
  return updateSection({ ...draft, sections }, targetSectionKey, (section) => {
    const modules = [...section.modules];
    modules.splice(Math.max(0, Math.min(to, modules.length)), 0, found);
    return { ...section, modules };
  });
}
