import type { Collection } from '@releve/contracts';
import { Page } from '../../../components/Page';
import { useViewMode, ViewModeToggle } from '../components/ViewModeToggle';
import styles from './browse.module.css';
import { PlaylistBlocks } from './PlaylistBlocks';

/**
 * A collection (`col-` id): each of its playlists as a titled block of its first classes. Blocks
 * rather than one merged list, because a collection gathers playlists that each mean something
 * ("Barre", "Centre", "Stretch") and keep their own order; the block title says which is which and
 * leads to the whole playlist.
 */
export function CollectionView({ collection }: { collection: Collection }) {
  const [layout, setLayout] = useViewMode();
  return (
    <Page title={collection.name}>
      {collection.description && <p className={styles.intro}>{collection.description}</p>}
      <div className={styles.toolbar}>
        <span className={styles.toolbarEnd}>
          <ViewModeToggle mode={layout} onChange={setLayout} />
        </span>
      </div>
      <PlaylistBlocks playlistIds={collection.playlistIds} layout={layout} />
    </Page>
  );
}
