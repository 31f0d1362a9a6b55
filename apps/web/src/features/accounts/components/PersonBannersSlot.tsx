import { lazy, Suspense } from 'react';

const LazyPersonBanners = lazy(() =>
  import('./PersonBanners').then(({ PersonBanners }) => ({ default: PersonBanners })),
);

/**
 * The notices about the person (acting as a member, a profile that failed, a subscription not active
 * yet), a chunk of its own: most pages show none, so the app's start does not carry them (decision
 * 018). They show once it loads, as they did once the profile had loaded.
 */
export function PersonBanners() {
  return (
    <Suspense fallback={null}>
      <LazyPersonBanners />
    </Suspense>
  );
}
