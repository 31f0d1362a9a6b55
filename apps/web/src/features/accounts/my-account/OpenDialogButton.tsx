import type { AccountDialogView } from '@releve/contracts/routes';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';

interface Props {
  view: AccountDialogView;
  className?: string | undefined;
  children: ReactNode;
}

/** Opens a view of the account dialog over the page (`?u=<view>`); Back closes it again. */
export function OpenDialogButton({ view, className, children }: Props) {
  const [, setParams] = useSearchParams();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set('u', view);
          return next;
        })
      }
    >
      {children}
    </button>
  );
}
