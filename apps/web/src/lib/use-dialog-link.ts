import type { AccountDialogView } from '@releve/contracts';
import { useLocation, useSearch } from 'wouter';

/** A link to the current page with the account dialog open on `view`. */
export function useDialogLink(view: AccountDialogView): string {
  const [pathname] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  params.set('u', view);
  return `${pathname}?${params}`;
}
