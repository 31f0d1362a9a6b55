import type { AccountDialogView } from '@releve/contracts/routes';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';

interface Props {
  view: AccountDialogView;
  params?: Record<string, string>;
  className?: string | undefined;
  children: ReactNode;
}

/** Opens a billing view of the account dialog over the payments page (`?u=<view>`). */
export function OpenDialogLink({ view, params = {}, className, children }: Props) {
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
