import { useTranslation } from 'react-i18next';
import type { CardLayout } from '../../../components/MediaCard';
import styles from './browse.module.css';
import { PlaylistBlock } from './PlaylistBlock';

/** The playlists of a collection or section, one titled block each, in the studio's order. */
export function PlaylistBlocks({
  playlistIds,
  layout,
}: {
  playlistIds: readonly string[];
  layout: CardLayout;
}) {
  const { t } = useTranslation('browse');
  if (playlistIds.length === 0) return <p className={styles.empty}>{t('emptyPlaylists')}</p>;
  return (
    <div className={styles.blocks}>
      {playlistIds.map((id) => (
        <PlaylistBlock key={id} playlistId={id} layout={layout} />
      ))}
    </div>
  );
}
