import type { Notification } from '@releve/contracts';
import { sayNeutralZone, useReaderTimeZone } from '../../../lib/reader-time';
import { formatNotificationDate, notificationTarget } from '../notification-rules';
import { useNotificationsTranslation } from '../texts';
import styles from './NotificationItem.module.css';

interface Props {
  notification: Notification;
  onOpen(target: string | undefined): void;
}

/**
 * A recording-available notification: the class media's thumbnail, the message, the date and an unread
 * dot; a click opens the media (or the class URL) and marks it read. Other kinds show their message.
 */
export function NotificationItem({ notification, onOpen }: Props) {
  const { t } = useNotificationsTranslation();
  const zone = useReaderTimeZone();
  const recording = notification.type === 'recording-available';
  const unread = notification.status === 'unread';
  if (!recording) {
    return (
      <p className={styles.plain} data-status={notification.status}>
        {notification.message}
      </p>
    );
  }
  const thumbnail = notification.media?.thumbnail;
  return (
    <button
      type="button"
      className={styles.card}
      data-status={notification.status}
      onClick={() => onOpen(notificationTarget(notification))}
    >
      {thumbnail ? (
        <img className={styles.thumbnail} src={thumbnail} alt="" width={128} height={72} />
      ) : (
        <span className={styles.thumbnail} />
      )}
      <span className={styles.text}>
        <span className={styles.message}>{notification.message}</span>
        <time className={styles.date} dateTime={notification.createdAt}>
          {sayNeutralZone(formatNotificationDate(notification.createdAt, zone), zone)}
        </time>
      </span>
      {unread && <span className={styles.dot} role="img" aria-label={t('unreadDot')} />}
    </button>
  );
}
