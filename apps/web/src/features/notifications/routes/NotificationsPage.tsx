import type { Notification } from '@releve/contracts';
import { useLocation } from 'wouter';
import { MenuButton } from '../../../components/MenuButton';
import { Spinner } from '../../../components/Spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useViewer } from '../../accounts';
import { useMarkRead, useNotificationsFeed } from '../api/notifications-feed';
import { NotificationItem } from '../components/NotificationItem';
import { useNotificationsTranslation } from '../texts';
import { unreadBadge } from '../unread-badge';
import styles from './NotificationsPage.module.css';

/** `/notifications`: the member's feed, 50 at a time, with the unread count and Mark All as Read. */
export default function NotificationsPage() {
  const { t } = useNotificationsTranslation();
  useDocumentTitle(t('title'));
  const { signedIn, status } = useViewer();
  const feed = useNotificationsFeed(signedIn);
  const markRead = useMarkRead();
  const [, navigate] = useLocation();
  const pages = feed.data?.pages ?? [];
  const notifications = pages.flatMap((page) => page.notifications);
  const unreadCount = pages.at(-1)?.unreadCount ?? 0;
  const badge = unreadBadge(unreadCount);

  const open = (notification: Notification, target: string | undefined) => {
    // A failed mark changes nothing; the member still goes where the notification points.
    if (notification.status === 'unread') markRead.mutate(notification.id);
    if (!target) return;
    if (target.startsWith('/')) navigate(target);
    else window.location.assign(target);
  };

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.heading}>
          {t('title')}
          {badge && (
            <span className={styles.badge} data-testid="notifications-unread">
              {badge}
              <span className="visually-hidden"> {t('unread')}</span>
            </span>
          )}
        </h1>
        {signedIn && (
          <MenuButton
            label={t('actions')}
            buttonClassName={styles.menuButton}
            items={[
              {
                key: 'read-all',
                label: t('markAllRead'),
                disabled: unreadCount === 0,
                onSelect: () => markRead.mutate(undefined),
              },
            ]}
          />
        )}
      </div>
      {status === 'signed-out' && <p>{t('signIn')}</p>}
      {feed.isPending && signedIn && (
        <p role="status" className={styles.loading}>
          <Spinner size={24} /> {t('loading')}
        </p>
      )}
      {feed.isError && notifications.length === 0 && <p role="alert">{t('failed')}</p>}
      {feed.isSuccess && notifications.length === 0 && <p className={styles.empty}>{t('empty')}</p>}
      <ul className={styles.list}>
        {notifications.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} onOpen={(target) => open(notification, target)} />
          </li>
        ))}
      </ul>
      {feed.hasNextPage && (
        <button
          type="button"
          className={styles.loadMore}
          disabled={feed.isFetchingNextPage}
          onClick={() => feed.fetchNextPage()}
        >
          {t('loadMore')}
        </button>
      )}
    </div>
  );
}
