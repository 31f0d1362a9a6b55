import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfig } from '../lib/config-context';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const { styling } = useConfig();
  return (
    <footer className={styles.footer}>
      {styling.footerText && <p>{styling.footerText}</p>}
      <Link href="/o/about">{t('footer.about')}</Link>
      <p className={styles.muted}>{t('footer.poweredBy')}</p>
    </footer>
  );
}
