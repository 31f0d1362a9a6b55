import { useConfig } from '../../../lib/config-context';
import styles from './HomePage.module.css';

/**
 * The studio's banner (`assets.banner`, decision 033): a wide image across the top of home, cropped to
 * a fixed shape so nothing below moves when it arrives. The page's largest image: it loads first.
 */
export function HomeBanner({ src }: { src: string }) {
  const { siteName } = useConfig();
  return (
    <img
      className={styles.banner}
      src={src}
      alt={siteName}
      fetchPriority="high"
      decoding="async"
      data-testid="home-banner"
    />
  );
}
