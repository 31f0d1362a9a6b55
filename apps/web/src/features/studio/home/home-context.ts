import type { FieldErrors, StudioHomeAnswer } from '@releve/contracts';
import { createContext, useContext } from 'react';
import type { HomeDraft } from './home-draft';

/** The editor's draft, its change function, the messages per field and the server's choices. */
export interface HomeEditor {
  draft: HomeDraft;
  change(update: (draft: HomeDraft) => HomeDraft): void;
  errors: FieldErrors;
  answer: StudioHomeAnswer;
}

export const HomeEditorContext = createContext<HomeEditor | null>(null);

export function useHomeEditor(): HomeEditor {
  const editor = useContext(HomeEditorContext);
  if (!editor) throw new Error('useHomeEditor outside the Home page editor');
  return editor;
}
