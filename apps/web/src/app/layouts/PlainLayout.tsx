import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Footer } from '../../components/Footer';
import { useConfig } from '../../lib/config-context';
import styles from './PlainLayout.module.css';

/** For pages that stand alone (welcome questionnaire, promotions, moving in): brand, page, footer. */
export function PlainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { siteName } = useConfig();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link href="/" className={styles.brand} aria-label={t('header.home', { siteName })}>
          <span aria-hidden="true">{siteName}</span>
        </Link>
      </header>
      <main id="content" className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
