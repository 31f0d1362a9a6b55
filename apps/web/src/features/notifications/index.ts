// Notifications: the member's notifications and the unread count the account menu shows.
export { useNotifications } from './api/get-notifications';
export { unreadBadge } from './unread-badge';
