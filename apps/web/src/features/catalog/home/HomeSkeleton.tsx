import { useTranslation } from 'react-i18next';
import { FeaturedPlaceholder } from './FeaturedCarousel';
import styles from './HomeSkeleton.module.css';
import { ShelfPlaceholder, tileSizeStyle } from './Shelf';
import { tilesPerView } from './tiles-per-view';
import { useBreakpoint } from './use-media-query';

/** While initial data loads: a hero block and two rows of placeholder tiles. */
export function HomeSkeleton() {
  const { t } = useTranslation('home');
  const breakpoint = useBreakpoint();
  return (
    <div data-testid="home-loading">
      <div className={styles.hero}>
        <FeaturedPlaceholder />
      </div>
      {[0, 1].map((row) => (
        <div key={row} className={styles.row} style={tileSizeStyle('normal', breakpoint, '16 / 9')}>
          <span className={styles.title} />
          <ShelfPlaceholder count={tilesPerView('normal', breakpoint) + 1} label={t('loading')} />
        </div>
      ))}
    </div>
  );
}
