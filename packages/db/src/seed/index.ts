/** The demo studio (DEMO_STUDIO=true): a deterministic catalogue and the code that writes it. */

export { bulkInsert } from './bulk-insert';
export {
  DEFAULT_DEMO_CLASSES,
  type DemoCatalog,
  type DemoCatalogOptions,
  generateDemoCatalog,
} from './catalog';
export { type DemoCatalogOutcome, insertDemoCatalog } from './insert';
export type { DemoMagazine, DemoMagazinePage } from './magazines';
export {
  allDemoPosters,
  type DemoAngle,
  type DemoClip,
  type DemoPoster,
  demoAngles,
  demoClips,
  demoPosters,
  demoVerticalPosters,
} from './media-pools';
export { type DemoOfferRow, demoOffers, insertDemoOffers } from './offers';
export { textPdf } from './pdf';
export { FREE_LIBRARY_ID, SAMPLER_ID, TRENDING_ID } from './playlists';
export type { DemoFile } from './programs';
export { demoPromotions, insertDemoPromotions, VITA_COUPON } from './promotions';
export { createRandom, type Random } from './random';
export { LIVE_OFFER, MEMBER_OFFER } from './rows';
