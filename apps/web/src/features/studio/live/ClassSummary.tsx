import type { StudioLiveClass } from '@releve/contracts';
import { StatusBadge } from '../shared/StatusBadge';
import { useLiveTranslation } from './texts';

/** A class's state in a word: cancelled, its recording attached or on its way, or how full it is. */
export function ClassState({ item }: { item: StudioLiveClass }) {
  const { t } = useLiveTranslation();
  if (item.cancelled) return <StatusBadge tone="danger">{t('cancelled')}</StatusBadge>;
  if (item.recordingMediaId) return <StatusBadge tone="success">{t('recorded')}</StatusBadge>;
  if (item.pendingRecordingMediaId) return <StatusBadge tone="neutral">{t('pendingRecording')}</StatusBadge>;
  return (
    <StatusBadge tone={item.capacity !== null && item.reserved >= item.capacity ? 'warning' : 'neutral'}>
      {item.capacity === null
        ? t('reserved', { count: item.reserved })
        : t('reservedOf', { count: item.reserved, capacity: item.capacity })}
    </StatusBadge>
  );
}
