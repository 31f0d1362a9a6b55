import type { AccountDialogView } from '@releve/contracts/routes';
import type { ReactNode } from 'react';
import type { DialogViewProps } from '../../../lib/account-dialog';

interface Props {
  view: AccountDialogView;
  go: DialogViewProps['go'];
  params?: Record<string, string | null>;
  children: ReactNode;
}

/** A link to another view of the dialog: a real link (it can open in a new tab), handled in place. */
export function ViewLink({ view, go, params, children }: Props) {
  return (
    <a
      href={`?u=${view}`}
      onClick={(event) => {
        event.preventDefault();
        go(view, params);
      }}
    >
      {children}
    </a>
  );
}
