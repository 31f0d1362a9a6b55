// The demo studio's offers for any feature's tests (the live schedule prices its Day Pass from them).
export { demoOffers } from '../features/billing/billing-api-stub';
