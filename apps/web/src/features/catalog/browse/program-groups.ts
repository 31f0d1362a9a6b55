import type { ProgramSummary } from '@releve/contracts';

/** The group a program without any is listed under. */
export const DEFAULT_PROGRAM_GROUP = 'Programs';

export interface ProgramGroup {
  name: string;
  programs: ProgramSummary[];
}

const isDraft = (program: ProgramSummary) => program.type === 'draft';

/**
 * Programs by group, in the studio's order (a group comes where its first program comes), each
 * program under every group it names. Drafts go last everywhere: after the published programs
 * within a group, and a group holding only drafts after every group with a published one.
 */
export function groupPrograms(programs: readonly ProgramSummary[]): ProgramGroup[] {
  const groups = new Map<string, ProgramSummary[]>();
  for (const program of programs) {
    const names = program.groups.length > 0 ? program.groups : [DEFAULT_PROGRAM_GROUP];
    for (const name of new Set(names)) {
      const list = groups.get(name);
      if (list) list.push(program);
      else groups.set(name, [program]);
    }
  }
  const ordered = [...groups].map(([name, list]) => ({
    name,
    programs: [...list.filter((p) => !isDraft(p)), ...list.filter(isDraft)],
  }));
  const onlyDrafts = (group: ProgramGroup) => group.programs.every(isDraft);
  return [...ordered.filter((g) => !onlyDrafts(g)), ...ordered.filter(onlyDrafts)];
}
