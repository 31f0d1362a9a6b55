import type { ProgramState } from '@releve/contracts';
import type { BadgeTone } from '../shared/StatusBadge';

/** A program's state badge: its words say what the colour does. */
export const stateTone: Record<ProgramState, BadgeTone> = {
  unpublished: 'warning',
  published: 'success',
  retired: 'neutral',
};
