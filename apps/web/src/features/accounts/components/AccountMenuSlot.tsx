import { lazyAfterHydration } from '../../../lib/lazy-after-hydration';
import styles from './AccountMenu.module.css';

/**
 * The header's account menu, a chunk of its own: only a signed-in member needs it, so the app's start
 * does not carry it (decision 018). Until it is drawn, an empty avatar of the same size holds its place.
 */
export const AccountMenu = lazyAfterHydration(
  () => import('./AccountMenu').then(({ AccountMenu }) => AccountMenu),
  () => (
    <div className={styles.root}>
      <span className={styles.avatar} aria-hidden="true" />
    </div>
  ),
);
