import { type StudioAction, staffMay } from '@releve/contracts';
import { useStudioMe } from '../api/get-studio-me';

/**
 * Whether the signed-in staff member's role may do `action` (contracts' `staffMay`, the server's own
 * rule): a section shows a control (Publish, Take the role) only to a role the server will let use it.
 */
export function useStudioMay(action: StudioAction): boolean {
  return staffMay(useStudioMe().data?.role, action);
}
