import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { IconButton } from '../../components/IconButton';
import { AccountMenu, useViewer } from '../../features/accounts';
import { HeaderSearch } from '../../features/search';
import { afterNextPaint } from '../../lib/after-next-paint';
import { useConfig } from '../../lib/config-context';
import { useDialogLink } from '../../lib/use-dialog-link';
import styles from './Header.module.css';

interface Props {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

export function Header({ menuOpen, onToggleMenu }: Props) {
  const { t } = useTranslation();
  const { siteName, assets, features } = useConfig();
  const viewer = useViewer();
  const signInLink = useDialogLink('login');
  const [, navigate] = useLocation();

  return (
    <header className={styles.header}>
      <IconButton
        className={styles.menuButton}
        icon={menuOpen ? 'close' : 'menu'}
        label={t(menuOpen ? 'header.closeMenu' : 'header.menu')}
        onClick={onToggleMenu}
        aria-expanded={menuOpen}
        aria-controls="sidebar"
      />
      <Link href="/" className={styles.brand} aria-label={t('header.home', { siteName })}>
        {assets.logo ? (
          <img src={assets.logo} alt="" height={32} />
        ) : (
          <span aria-hidden="true">{siteName}</span>
        )}
      </Link>
      {/* The site has search while its config names a search playlist (decision 033). */}
      {features.searchPlaylist && <HeaderSearch />}
      {viewer.signedIn && (
        <div className={styles.actions}>
          <AccountMenu />
        </div>
      )}
      {viewer.status === 'signed-out' && (
        <nav className={styles.actions} aria-label={t('header.signIn')}>
          <Link href="/pricing" className={styles.link}>
            {t('header.pricing')}
          </Link>
          <Link
            href={signInLink}
            className={styles.signIn}
            onClick={(event) => {
              // Wouter calls this for a plain click only; the dialog opens once the click has painted.
              event.preventDefault();
              afterNextPaint(() => navigate(signInLink));
            }}
          >
            {t('header.signIn')}
          </Link>
        </nav>
      )}
    </header>
  );
}
