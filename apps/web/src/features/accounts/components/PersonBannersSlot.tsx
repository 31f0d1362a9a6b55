import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

const LazyPersonBanners = lazy(() =>
  import('./PersonBanners').then(({ PersonBanners }) => ({ default: PersonBanners })),
);

/**
 * The notices about the person (acting as a member, a profile that failed, a subscription not active
 * yet), a chunk of its own: most pages show none, so the app's start does not carry them (decision
 * 018). They show once it loads, as they did once the profile had loaded.
 */
export function PersonBanners() {
  // Drawn once the page is taken over (lib/use-hydrated): they read the browser session's storage.
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <LazyPersonBanners />
    </Suspense>
  );
}
