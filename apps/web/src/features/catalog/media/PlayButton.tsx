import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { useDialogLink } from '../../../lib/use-dialog-link';
import styles from './buttons.module.css';
import type { MediaAccess } from './use-media-access';

/** Where a click on a locked item's play control goes. */
export function useLockedHref(access: MediaAccess): string {
  const loginLink = useDialogLink('login');
  return access.lockedTarget === 'login' ? loginLink : '/pricing';
}

/**
 * Start / Continue / Watch Again for whoever may play (to `playHref`, the page in play mode);
 * Join to watch or Start 7-Day Free Trial for a locked item, leading to pricing (or sign-in).
 */
export function PlayButton({ access, playHref }: { access: MediaAccess; playHref: string }) {
  const { t } = useTranslation('media');
  const lockedHref = useLockedHref(access);
  if (!access.ready) {
    // Same size as the real button, so nothing moves when it arrives.
    return (
      <span className={`${styles.primary} ${styles.pending}`} aria-hidden="true">
        {t('play.startTrial')}
      </span>
    );
  }
  return (
    <Link href={access.locked ? lockedHref : playHref} className={styles.primary} data-testid="play-button">
      {!access.locked && <Icon name="play" size={18} />}
      {t(`play.${access.label}`)}
    </Link>
  );
}
