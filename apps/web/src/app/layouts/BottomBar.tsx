import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { NavLink } from '../../components/NavLink';
import { useViewer } from '../../features/accounts';
import { useConfig } from '../../lib/config-context';
import styles from './BottomBar.module.css';

/**
 * Mobile quick links. Shown by CSS only on narrow windows taller than 375 px: on a phone
 * held sideways the bar would cover too much of the page.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { custom } = useConfig();
  const viewer = useViewer();
  return (
    <nav className={styles.bar} aria-label={t('bottomBar.label')} data-testid="bottom-bar">
      <NavLink href="/" end className={styles.item}>
        <Icon name="home" />
        <span>{t('bottomBar.home')}</span>
      </NavLink>
      <NavLink href="/sections" className={styles.item}>
        <Icon name="classes" />
        <span>{t('bottomBar.classes')}</span>
      </NavLink>
      <NavLink href="/programs" className={styles.item}>
        <Icon name="programs" />
        <span>{t('bottomBar.programs')}</span>
      </NavLink>
      {custom.trendingPlaylistId && (
        <NavLink href={`/p/${custom.trendingPlaylistId}`} className={styles.item}>
          <Icon name="trending" />
          <span>{t('bottomBar.trending')}</span>
        </NavLink>
      )}
      {viewer.signedIn && (
        <NavLink href="/favorites" className={styles.item}>
          <Icon name="heart" />
          <span>{t('bottomBar.favorites')}</span>
        </NavLink>
      )}
    </nav>
  );
}
