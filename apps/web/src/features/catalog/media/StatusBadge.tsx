import type { MediaStatus } from '@releve/contracts';
import { useTranslation } from 'react-i18next';
import styles from './StatusBadge.module.css';

/** LIVE or SCHEDULED over live media (viewing.md §4); on-demand classes carry none. */
export function StatusBadge({ status }: { status: MediaStatus }) {
  const { t } = useTranslation('media');
  if (status === 'VOD') return null;
  return (
    <span className={styles.badge} data-status={status}>
      {t(status === 'LIVE' ? 'status.live' : 'status.scheduled')}
    </span>
  );
}
