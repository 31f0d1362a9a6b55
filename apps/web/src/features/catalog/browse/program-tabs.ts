/** The program page's tabs, in order; `view` in the query names one. */
export const programTabs = ['program', 'description', 'resources'] as const;
export type ProgramTab = (typeof programTabs)[number];

/** The tabs a program has: Resources only when it has resources. */
export function availableTabs(hasResources: boolean): ProgramTab[] {
  return programTabs.filter((tab) => tab !== 'resources' || hasResources);
}

/** The tab the `view` query asks for when the program has it; the Program tab otherwise. */
export function tabFromQuery(view: string | null, hasResources: boolean): ProgramTab {
  return availableTabs(hasResources).find((tab) => tab === view) ?? 'program';
}

/** Arrow keys, Home and End move between tabs, wrapping around (the WAI-ARIA tabs pattern). */
export function tabAfterKey(
  tabs: readonly ProgramTab[],
  current: ProgramTab,
  key: string,
): ProgramTab | undefined {
  const index = tabs.indexOf(current);
  if (key === 'ArrowRight') return tabs[(index + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(index - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}
