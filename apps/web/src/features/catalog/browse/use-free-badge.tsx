import { useTranslation } from 'react-i18next';
import { useViewer } from '../../accounts';
import { useInitialData } from '../api/get-initial-data';
import { CardBadge } from './BrowseCard';

/**
 * The Free badge for the cards of a free or sampler playlist, whose classes everyone may watch
 * (viewing.md §4); members watch everything, so they are not told.
 */
export function useFreeBadge(playlistId: string) {
  const { t } = useTranslation('catalog');
  const { data } = useInitialData();
  const { isMember } = useViewer();
  const free =
    !!data && (data.freePlaylists.includes(playlistId) || data.samplerPlaylists.includes(playlistId));
  return free && !isMember ? <CardBadge>{t('free')}</CardBadge> : undefined;
}
