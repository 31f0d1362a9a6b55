import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import styles from './AccountMenu.module.css';

const LazyAccountMenu = lazy(() =>
  import('./AccountMenu').then(({ AccountMenu }) => ({ default: AccountMenu })),
);

/**
 * The header's account menu, a chunk of its own: only a signed-in member needs it, so the app's start
 * does not carry it (decision 018). Until it loads, and until the web app has taken over a page the
 * server rendered (lib/use-hydrated), an empty avatar of the same size holds its place.
 */
export function AccountMenu() {
  const hydrated = useHydrated();
  const placeholder = (
    <div className={styles.root}>
      <span className={styles.avatar} aria-hidden="true" />
    </div>
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyAccountMenu />
    </Suspense>
  );
}
