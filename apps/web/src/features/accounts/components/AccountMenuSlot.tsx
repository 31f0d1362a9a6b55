import { lazy, Suspense } from 'react';
import styles from './AccountMenu.module.css';

const LazyAccountMenu = lazy(() =>
  import('./AccountMenu').then(({ AccountMenu }) => ({ default: AccountMenu })),
);

/**
 * The header's account menu, a chunk of its own: only a signed-in member needs it, so the app's start
 * does not carry it (decision 018). Until it loads, an empty avatar of the same size holds its place.
 * A page the server rendered keeps the server's menu until then.
 */
export function AccountMenu() {
  return (
    <Suspense
      fallback={
        <div className={styles.root}>
          <span className={styles.avatar} aria-hidden="true" />
        </div>
      }
    >
      <LazyAccountMenu />
    </Suspense>
  );
}
