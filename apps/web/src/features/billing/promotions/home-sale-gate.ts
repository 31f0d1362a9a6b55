import { lazyAfterHydration } from '../../../lib/lazy-after-hydration';

/**
 * Shows its children (the home row new-year-sale) only while a new-year sale runs; a chunk of its own,
 * and it reads the clock: drawn once the page is taken over.
 */
export const HomeSaleGate = lazyAfterHydration(() =>
  import('./HomeSaleGate').then((module) => module.default),
);
