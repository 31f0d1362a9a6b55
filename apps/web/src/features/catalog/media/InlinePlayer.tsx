import type { MediaItem } from '@releve/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Icon } from '../../../components/Icon';
import { Poster } from '../../../components/Poster';
import { useConfig } from '../../../lib/config-context';
import { useDialogLink } from '../../../lib/use-dialog-link';
import { withQuery } from '../../../lib/with-query';
import { MediaPlayback } from '../../playback';
import buttons from './buttons.module.css';
import { useScheduledStart } from './ClassStart';
import styles from './InlinePlayer.module.css';
import { useLockedHref } from './PlayButton';
import type { MediaAccess } from './use-media-access';

interface Props {
  item: MediaItem;
  access: MediaAccess;
  playing: boolean;
}

/**
 * The player's place on the page: the poster with a play button (playing in the page), the
 * cinema player over everything in play mode (`play=1`), or a paywall for a locked class (also
 * when the server refuses to sign the video). Only LIVE and VOD media play (viewing.md §4).
 */
export function InlinePlayer({ item, access, playing }: Props) {
  const { t } = useTranslation('media');
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [inline, setInline] = useState(false);
  const [refused, setRefused] = useState(false);
  const scheduled = item.mediaStatus === 'SCHEDULED';
  const startsAt = useScheduledStart(item);
  const locked = access.locked || refused;
  const canPlay = access.ready && !locked && !scheduled;
  const leavePlayMode = () => navigate(withQuery(location, search, { play: undefined }), { replace: true });
  const refuse = () => {
    setRefused(true);
    setInline(false);
    if (playing) leavePlayMode();
  };
  return (
    <section className={styles.player} aria-label={t('player.label')}>
      {canPlay && inline && !playing ? (
        <MediaPlayback item={item} layout="inline" onLocked={refuse} />
      ) : (
        <div className={styles.stage}>
          <Poster images={item.images} alt="" sizes="(min-width: 1024px) 60vw, 100vw" eager />
          {canPlay && !playing && (
            <button
              type="button"
              className={styles.bigPlay}
              aria-label={t('player.play', { title: item.title })}
              onClick={() => setInline(true)}
            >
              <Icon name="play" size={36} />
            </button>
          )}
          {access.ready && locked && (
            <span className={styles.lock}>
              <Icon name="lock" size={28} label={t('paywall.locked')} />
            </span>
          )}
          {scheduled && (
            <p className={styles.overlayNote} data-testid="scheduled-note">
              {startsAt ? t('player.scheduledAt', { date: startsAt }) : t('player.scheduled')}
            </p>
          )}
        </div>
      )}
      {canPlay && playing && (
        <MediaPlayback item={item} layout="cinema" onLocked={refuse} onBack={leavePlayMode} />
      )}
      {access.ready && locked && <Paywall access={access} />}
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
