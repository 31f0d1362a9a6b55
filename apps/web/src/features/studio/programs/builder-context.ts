import type { FieldErrors } from '@releve/contracts';
import { createContext, useContext } from 'react';
import type { ProgramDraft } from './program-draft';

/** What every part of the builder edits: the draft, its change, the messages per field, the studio's zone. */
export interface Builder {
  draft: ProgramDraft;
  change(update: (draft: ProgramDraft) => ProgramDraft): void;
  errors: FieldErrors;
  timeZone: string;
}

export const BuilderContext = createContext<Builder | null>(null);

export function useBuilder(): Builder {
  const builder = useContext(BuilderContext);
  if (!builder) throw new Error('useBuilder outside the program builder');
  return builder;
}
