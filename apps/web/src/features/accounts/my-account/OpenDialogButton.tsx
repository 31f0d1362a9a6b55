import type { AccountDialogView } from '@releve/contracts/routes';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';

interface Props {
  view: AccountDialogView;
  /** More of the view's query parameters, such as the offer an upgrade is for. */
  params?: Record<string, string>;
  className?: string | undefined;
  children: ReactNode;
}

/** Opens a view of the account dialog over the page (`?u=<view>`); Back closes it again. */
export function OpenDialogButton({ view, params = {}, className, children }: Props) {
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
          for (const [key, value] of Object.entries(params)) next.set(key, value);
          return next;
        })
      }
    >
      {children}
    </button>
  );
}
