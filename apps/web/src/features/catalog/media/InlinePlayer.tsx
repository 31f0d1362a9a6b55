import type { MediaItem } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Icon } from '../../../components/Icon';
import { useDialogLink } from '../../../lib/use-dialog-link';
import { useConfig } from '../../config/config-context';
import { Poster } from '../components/Poster';
import buttons from './buttons.module.css';
import styles from './InlinePlayer.module.css';
import { useLockedHref } from './PlayButton';
import type { MediaAccess } from './use-media-access';

interface Props {
  item: MediaItem;
  access: MediaAccess;
  /** The page in play mode (`play=1`). */
  playHref: string;
  playing: boolean;
}

/**
 * The player's place on the page: the poster with a play button, a paywall under it for a locked
 * class, or (in play mode) the spot the playback issue's player takes.
 */
export function InlinePlayer({ item, access, playHref, playing }: Props) {
  const { t } = useTranslation('media');
  const scheduled = item.mediaStatus === 'SCHEDULED';
  const canPlay = access.ready && !access.locked && !scheduled;
  return (
    <section className={styles.player} aria-label={t('player.label')}>
      <div className={styles.stage}>
        <Poster images={item.images} alt="" sizes="(min-width: 1024px) 60vw, 100vw" eager />
        {canPlay && !playing && (
          <Link
            href={playHref}
            className={styles.bigPlay}
            aria-label={t('player.play', { title: item.title })}
          >
            <Icon name="play" size={36} />
          </Link>
        )}
        {access.ready && access.locked && (
          <span className={styles.lock}>
            <Icon name="lock" size={28} label={t('paywall.locked')} />
          </span>
        )}
        {canPlay && playing && (
          <p className={styles.overlayNote} role="status">
            {t('player.coming')}
          </p>
        )}
        {scheduled && (
          <p className={styles.overlayNote}>
            {item.scheduledStart
              ? t('player.scheduledAt', { date: formatStart(item.scheduledStart) })
              : t('player.scheduled')}
          </p>
        )}
      </div>
      {access.ready && access.locked && <Paywall access={access} />}
    </section>
  );
}

/** Locked: a sign-up prompt and, for visitors, a sign-in button. */
function Paywall({ access }: { access: MediaAccess }) {
  const { t } = useTranslation('media');
  const { siteName } = useConfig();
  const signUpHref = useLockedHref(access);
  const loginHref = useDialogLink('login');
  return (
    <div className={styles.paywall} data-testid="paywall">
      <p className={styles.paywallTitle}>{t('paywall.title')}</p>
      <p className={styles.paywallBody}>{t('paywall.body', { siteName })}</p>
      <div className={styles.paywallActions}>
        <Link href={signUpHref} className={buttons.primary}>
          {t(`play.${access.label}`)}
        </Link>
        {!access.signedIn && (
          <Link href={loginHref} className={buttons.secondary}>
            {t('paywall.signIn')}
          </Link>
        )}
      </div>
    </div>
  );
}

/** "Mar 3, 2026, 6:00 PM" in the reader's own locale and time zone. */
function formatStart(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
