import { lazyAfterHydration } from '../../../lib/lazy-after-hydration';

/**
 * The notices about the person (acting as a member, a profile that failed, a subscription not active
 * yet), a chunk of its own: most pages show none, so the app's start does not carry them (decision
 * 018). They read the browser session's storage, so they are drawn once the page is taken over.
 */
export const PersonBanners = lazyAfterHydration(() =>
  import('./PersonBanners').then(({ PersonBanners }) => PersonBanners),
);
