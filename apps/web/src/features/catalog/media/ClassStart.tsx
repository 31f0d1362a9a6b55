import type { MediaItem } from '@releve/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { formatDateTimeIn, useReaderTimeZone } from '../../../lib/reader-time';
import styles from './buttons.module.css';
import { PlayButton } from './PlayButton';
import type { MediaAccess } from './use-media-access';

/**
 * "Dec 1, 2026, 12:00 PM EST": a scheduled class's start in the reader's zone once the page is taken
 * over, in UTC (named) on the server and during the take-over, so both draw the same (decision 018).
 */
export function useScheduledStart(item: MediaItem): string | undefined {
  const zone = useReaderTimeZone();
  return item.scheduledStart ? formatDateTimeIn(item.scheduledStart, zone) : undefined;
}

/**
 * The start control of a class page. Nothing plays before a scheduled class starts (viewing.md §4),
 * so until then it says when the class starts instead of offering a Start that leads nowhere; the
 * page reads the item again every 30 s (use-live-refetch), and Start takes its place once the class
 * is live, announced to screen readers.
 */
export function ClassStart({
  item,
  access,
  playHref,
}: {
  item: MediaItem;
  access: MediaAccess;
  playHref: string;
}) {
  const { t } = useTranslation('media');
  const startsAt = useScheduledStart(item);
  const scheduled = item.mediaStatus === 'SCHEDULED';
  const wasScheduled = useRef(scheduled);
  if (scheduled) {
    wasScheduled.current = true;
    return (
      <p className={styles.scheduled} data-testid="scheduled-start">
        <Icon name="clock" size={18} />
        {startsAt ? t('scheduledStart.at', { date: startsAt }) : t('scheduledStart.later')}
      </p>
    );
  }
  return (
    <>
      <PlayButton access={access} playHref={playHref} />
      {wasScheduled.current && (
        <span className="visually-hidden" role="status">
          {t('scheduledStart.started')}
        </span>
      )}
    </>
  );
}
