import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { Banner } from '../../components/Banner';
import { Footer } from '../../components/Footer';
import { HelpWidget, PersonBanners } from '../../features/accounts';
import { BillingNotices } from '../../features/billing';
import { useInitialData } from '../../features/catalog';
import { LoadFailedPage } from '../LoadFailedPage';
import { BottomBar } from './BottomBar';
import { Header } from './Header';
import styles from './MainLayout.module.css';
import { Sidebar } from './Sidebar';

/** The main layout: header, sidebar (a drawer on small screens), page, footer, mobile bottom bar. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [pathname] = useLocation();
  const [params] = useSearchParams();
  // Initial data that still fails after its retries is the spec's failed flag: nothing to browse.
  const initialData = useInitialData();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // A page change closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <Sidebar open={menuOpen} onNavigate={closeMenu} />
      {menuOpen && <div className={styles.scrim} aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className={styles.column}>
        {initialData.isError ? (
          // The failure page is a whole main region of its own.
          <LoadFailedPage landmark />
        ) : (
          <main id="content" className={styles.main} tabIndex={-1}>
            <PersonBanners />
            {params.get('error') === 'invalid-trial' && (
              <Banner testId="invalid-trial-banner">{t('errors.invalidTrial')}</Banner>
            )}
            {children}
          </main>
        )}
        <Footer />
      </div>
      <BottomBar />
      <BillingNotices />
      <HelpWidget />
    </div>
  );
}
