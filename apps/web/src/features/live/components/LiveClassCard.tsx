import { isClassOver, isJoinableNow, type LiveClass, offersRecordingNotice } from '@releve/contracts';
import { useState } from 'react';
import { Link } from 'wouter';
import { fetchJoinUrl } from '../api/live-api';
import { openInNewTab } from '../open-in-new-tab';
import { clockTime } from '../schedule-layout';
import { useLiveTranslation } from '../texts';
import type { LiveAccess } from '../use-live-access';
import styles from './LiveClassCard.module.css';

export interface LiveClassCardProps {
  liveClass: LiveClass;
  now: Date;
  zone: string;
  studioZone: string;
  access: LiveAccess;
  signedIn: boolean;
  going: boolean;
  notifying: boolean;
  onRsvp(going: boolean): void;
  onNotify(notify: boolean): void;
  onRedeem(): void;
}

/**
 * One live class: its times in the reader's zone (and the studio's when they differ), its tags, and
 * what the reader may do with it: join (the link comes from the server at the click), use a day pass,
 * buy one at her own price (decision 025), RSVP, ask for the recording.
 */
export function LiveClassCard(props: LiveClassCardProps) {
  const { liveClass, now, zone, studioZone, access, signedIn } = props;
  const { t } = useLiveTranslation();
  const [joinError, setJoinError] = useState(false);
  const over = isClassOver(liveClass, now, studioZone);
  const open = isJoinableNow(liveClass, now, studioZone);
  const start = clockTime(liveClass.startDate, zone);
  const end = clockTime(liveClass.endDate, zone);
  const studioStart = clockTime(liveClass.startDate, studioZone);

  const join = async () => {
    setJoinError(false);
    try {
      await openInNewTab(() => fetchJoinUrl(liveClass.id));
    } catch {
      setJoinError(true);
    }
  };

  return (
    <article className={styles.card} aria-labelledby={`live-${liveClass.id}`}>
      <div className={styles.time}>
        <span className={styles.start}>{start}</span>
        <span className={styles.end}>– {end}</span>
        {studioStart !== start && (
          <span className={styles.studio}>{t('studioTime', { time: studioStart })}</span>
        )}
      </div>
      <div className={styles.body}>
        <h3 id={`live-${liveClass.id}`} className={styles.name}>
          {liveClass.name}
        </h3>
        <p className={styles.description}>{liveClass.description}</p>
        <ul className={styles.tags} aria-label="Tags">
          <li>{t('duration', { count: liveClass.duration })}</li>
          {liveClass.pointe === 'Y' && <li className={styles.pointe}>{t('pointe')}</li>}
          {liveClass.pacing && <li>{liveClass.pacing}</li>}
          {liveClass.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          {over ? (
            <span className={styles.muted}>{t('ended')}</span>
          ) : access.kind === 'join' ? (
            <button type="button" className={styles.primary} disabled={!open} onClick={join}>
              {open
                ? t('join')
                : t('joinOpensAt', {
                    time: clockTime(
                      new Date(Date.parse(liveClass.startDate) - 15 * 60_000).toISOString(),
                      zone,
                    ),
                  })}
            </button>
          ) : access.kind === 'redeem-day-pass' ? (
            <button type="button" className={styles.primary} onClick={props.onRedeem}>
              {t('useDayPass')}
            </button>
          ) : (
            <Link href={access.href} className={styles.primary}>
              {access.price ? t('buy', { price: access.price }) : t('buyUnpriced')}
            </Link>
          )}
          {signedIn && !over && (
            <button
              type="button"
              className={styles.secondary}
              aria-pressed={props.going}
              onClick={() => props.onRsvp(!props.going)}
            >
              {props.going ? t('rsvped') : t('rsvp')}
            </button>
          )}
          {signedIn && offersRecordingNotice(liveClass) && (
            <button
              type="button"
              className={styles.secondary}
              aria-pressed={props.notifying}
              onClick={() => props.onNotify(!props.notifying)}
            >
              {props.notifying ? t('notifying') : t('notify')}
            </button>
          )}
          {liveClass.recordingMediaId && (
            <Link href={`/m/${liveClass.recordingMediaId}`} className={styles.secondary}>
              {t('watchRecording')}
            </Link>
          )}
          {liveClass.classUrl && (
            <Link href={liveClass.classUrl} className={styles.secondary}>
              {t('classPage')}
            </Link>
          )}
        </div>
        {joinError && (
          <p role="alert" className={styles.error}>
            {t('joinFailed')}
          </p>
        )}
      </div>
    </article>
  );
}
