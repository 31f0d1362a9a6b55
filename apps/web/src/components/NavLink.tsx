import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

interface Props {
  href: string;
  className?: string;
  /** Active only on this exact path (the home link), not on paths below it. */
  end?: boolean;
  onClick?: () => void;
  children: ReactNode;
}

/** A link that marks itself as the current page (aria-current) when the location is its target. */
export function NavLink({ href, className, end, onClick, children }: Props) {
  const [location] = useLocation();
  const active =
    end || href === '/' ? location === href : location === href || location.startsWith(`${href}/`);
  return (
    <Link href={href} className={className} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
