import type { StudioMe } from '@releve/contracts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useConfig } from '../../../lib/config-context';
import type { ConsoleSection } from '../sections';
import { ArrivedByNavigation } from '../shared/console-navigation';
import { StatusBadge } from '../shared/StatusBadge';
import { useStudioTranslation } from '../texts';
import styles from './StudioLayout.module.css';
import { StudioNav } from './StudioNav';

interface Props {
  me: StudioMe;
  sections: readonly ConsoleSection[];
  children: ReactNode;
}

/**
 * Whether the page shown was reached through the console's links rather than loaded with the page.
 * The console's root only leads on to the first section: arriving there is still the page's load.
 */
function useArrivedByNavigation(location: string): boolean {
  const [seen, setSeen] = useState({ location, navigated: false });
  if (seen.location !== location) {
    const navigated = seen.navigated || seen.location !== '/';
    setSeen({ location, navigated });
    return navigated;
  }
  return seen.navigated;
}

/**
 * The console's own layout (decision 037): a bar with the studio's name, who is signed in and the way
 * back to the site; the sections' sidebar (on narrow screens a menu that opens above the page, in
 * the page's flow); the page.
 */
export function StudioLayout({ me, sections, children }: Props) {
  const { t } = useStudioTranslation();
  const { siteName } = useConfig();
  const [location] = useLocation();
  const arrivedByNavigation = useArrivedByNavigation(location);
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  // Following a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [location]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className={styles.shell} data-testid="studio-console">
      <a className="skip-link" href="#studio-main">
        {t('skipToContent')}
      </a>
      <header className={styles.bar}>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className={styles.menuIcon} />
          {t('menu')}
        </button>
        <p className={styles.brand}>
          <span className={styles.siteName}>{siteName}</span>
          <span className={styles.consoleName}>{t('console')}</span>
        </p>
        <p className={styles.who}>
          <span className={styles.email}>{me.email}</span>
          <StatusBadge>{t(`roles.${me.role}`)}</StatusBadge>
        </p>
        {/* The site loads anew: this page is the console's (decision 037). */}
        <a href="/" className={styles.back}>
          {t('backToSite')}
        </a>
      </header>
      <div className={styles.body}>
        <StudioNav id={navId} sections={sections} open={menuOpen} />
        <main id="studio-main" className={styles.main} tabIndex={-1}>
          <ArrivedByNavigation value={arrivedByNavigation}>{children}</ArrivedByNavigation>
        </main>
      </div>
    </div>
  );
}
