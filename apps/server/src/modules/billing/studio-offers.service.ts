import {
  OFFER_FIXED_ONCE_SOLD,
  offerTermsProblems,
  type StudioOffer,
  type StudioOfferEdit,
  type StudioOfferList,
  type studioOfferCreateSchema,
  studioOfferMessages,
} from '@releve/contracts';
import type { Db } from '@releve/db';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { HttpError, invalidFields } from '../../plugins/errors';
import { recordStudioChange } from '../accounts/accounts.module';
import type { ConsoleOfferRow, OfferInsert, OfferRow, OffersRepository } from './offers.repository';

type OfferCreate = z.output<typeof studioOfferCreateSchema>;

/** Makes (or finds) the offer's current price at Stripe; its Stripe Price id. */
export type StripeOfferSync = (offer: OfferRow) => Promise<string>;

/** An offer as the console shows it. */
export function toStudioOffer(found: ConsoleOfferRow): StudioOffer {
  const { row } = found;
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    kind: row.kind,
    period: row.period,
    periodCount: row.periodCount,
    currency: row.currency,
    price: row.price,
    trialDays: row.freeDays,
    audience: row.audience,
    grantsProducts: row.grantsProducts,
    grantsDayPasses: row.grantsDayPasses,
    shownOnPricing: row.shownOnPricing,
    active: row.active,
    position: row.position,
    special: row.grantsTag !== null || row.grantsHours > 0,
    sold: found.sold,
    subscribers: found.subscribers,
    stripePriceId: found.stripePriceId,
  };
}

/** Equal values; lists as sets (the grants' order means nothing). */
const same = (a: unknown, b: unknown) => {
  const plain = (value: unknown) => (Array.isArray(value) ? [...value].sort() : value);
  return JSON.stringify(plain(a)) === JSON.stringify(plain(b));
};

/**
 * The console's Offers (decision 053): each change one transaction with its audit entry. A changed
 * price is for new purchases: a running subscription keeps its own (`subscription.price`, and the
 * provider's subscription its amount). An offer bought keeps its kind, period, currency and grants;
 * it is retired, never deleted, so its subscriptions, passes, receipts and open orders keep it.
 * With Stripe's keys set, each save makes the offer's Price at Stripe (idempotency keys from the
 * offer's id and terms: a save retried after a timeout makes one Price).
 */
export class StudioOffersService {
  constructor(
    private readonly db: Db,
    private readonly offers: OffersRepository,
    private readonly stripe: StripeOfferSync | undefined,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async list(): Promise<StudioOfferList> {
    return { offers: (await this.offers.console()).map(toStudioOffer), stripe: !!this.stripe };
  }

  async create(actorId: string, input: OfferCreate): Promise<StudioOffer> {
    const made = await this.transaction(async (offers, tx) => {
      if (await offers.keyTaken(input.key))
        throw new HttpError(409, studioOfferMessages.exists, undefined, { key: studioOfferMessages.exists });
      const { id, position } = await offers.nextPlace(input.kind);
      const { trialDays, ...rest } = input;
      const row = await offers.insert({
        ...rest,
        id,
        position,
        freeDays: trialDays,
        renews: input.kind === 'subscription',
        period: input.period,
      });
      if (!row)
        throw new HttpError(409, studioOfferMessages.exists, undefined, { key: studioOfferMessages.exists });
      await this.audit(tx, actorId, 'offer.create', `offer:${row.id}`, null, this.logged(row));
      return row;
    });
    await this.syncStripe(made);
    return this.answer(made.id);
  }

  async edit(actorId: string, id: string, edit: StudioOfferEdit): Promise<StudioOffer> {
    const changed = await this.transaction(async (offers, tx) => {
      const row = await this.found(offers, id);
      const before = await this.one(offers, id);
      const after = { ...before, ...edit };
      const fixed = OFFER_FIXED_ONCE_SOLD.filter((field) => !same(after[field], before[field]));
      if (fixed.length > 0 && before.sold) throw new HttpError(409, studioOfferMessages.sold, 'offer-sold');
      if (before.special && !same(after.grantsProducts, before.grantsProducts))
        throw new HttpError(409, studioOfferMessages.sold, 'offer-sold');
      const problems = offerTermsProblems(after);
      if (problems.length > 0)
        throw invalidFields(Object.fromEntries(problems.map(({ path, message }) => [path, message])));
      const changes: Partial<OfferInsert> = {
        title: after.title,
        kind: after.kind,
        period: after.period,
        periodCount: after.periodCount,
        currency: after.currency,
        price: after.price,
        freeDays: after.trialDays,
        renews: after.kind === 'subscription',
        audience: after.audience,
        grantsProducts: after.grantsProducts,
        grantsDayPasses: after.grantsDayPasses,
        shownOnPricing: after.shownOnPricing,
        active: after.active,
      };
      const updated = (await offers.update(id, changes)) as OfferRow;
      await this.audit(tx, actorId, 'offer.update', `offer:${id}`, this.logged(row), this.logged(updated));
      return updated;
    });
    if (changed.active) await this.syncStripe(changed);
    return this.answer(id);
  }

  /**
   * No new checkout takes it and /pricing no longer lists it. Its subscriptions renew, its passes
   * run, its receipts read, and an order opened before and paid after is fulfilled (all read it by
   * id). Retiring twice is no change.
   */
  async retire(actorId: string, id: string, reason: string): Promise<StudioOffer> {
    await this.transaction(async (offers, tx) => {
      const row = await this.found(offers, id);
      if (!row.active) return;
      const updated = (await offers.update(id, { active: false })) as OfferRow;
      await this.audit(tx, actorId, 'offer.retire', `offer:${id}`, this.logged(row), {
        ...this.logged(updated),
        reason: reason || null,
      });
    });
    return this.answer(id);
  }

  /** The pricing page's order: `ids` must name every offer once. */
  async reorder(actorId: string, ids: string[]): Promise<StudioOffer[]> {
    await this.transaction(async (offers, tx) => {
      const current = await offers.lockedOrder();
      if (
        ids.length !== current.length ||
        new Set(ids).size !== ids.length ||
        !ids.every((id) => current.includes(id))
      )
        throw invalidFields({ ids: studioOfferMessages.orderMismatch });
      if (ids.every((id, index) => current[index] === id)) return;
      await offers.setOrder(ids);
      await this.audit(tx, actorId, 'offer.reorder', 'offers:order', current, ids);
    });
    return (await this.offers.console()).map(toStudioOffer);
  }

  /**
   * The offer's Price at Stripe, after the change committed (a call over the network holds no lock).
   * A failure leaves the offer saved: the next checkout makes the Price (the same call), and the list
   * shows it has none yet.
   */
  private async syncStripe(row: OfferRow) {
    if (!this.stripe) return;
    try {
      await this.stripe(row);
    } catch (error) {
      this.log?.warn({ err: error, offerId: row.id }, 'could not make the offer’s Stripe price');
    }
  }

  private async answer(id: string): Promise<StudioOffer> {
    return this.one(this.offers, id);
  }

  private async one(offers: OffersRepository, id: string): Promise<StudioOffer> {
    const found = (await offers.console()).find((each) => each.row.id === id);
    if (!found) throw new HttpError(404, studioOfferMessages.notFound);
    return toStudioOffer(found);
  }

  private async found(offers: OffersRepository, id: string): Promise<OfferRow> {
    const row = await offers.forChange(id);
    if (!row) throw new HttpError(404, studioOfferMessages.notFound);
    return row;
  }

  /** What the log keeps of an offer: its terms, not its bookkeeping. */
  private logged(row: OfferRow) {
    const { updatedAt: _, ...rest } = row;
    return rest;
  }

  private transaction<T>(work: (offers: OffersRepository, tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(this.offers.within(tx as unknown as Db), tx as unknown as Db));
  }

  private audit(
    tx: Db,
    actorId: string,
    action: 'offer.create' | 'offer.update' | 'offer.retire' | 'offer.reorder',
    target: string,
    before: unknown,
    after: unknown,
  ) {
    return recordStudioChange(tx, { actorId, action, target, before, after });
  }
}

/** The Stripe sync of an offer through the provider's catalogue: a one-time price, or a recurring one. */
export const stripeOfferSync =
  (catalogue: {
    priceFor(offer: {
      id: string;
      title: string;
      currency: string;
      amount: number;
      recurring?: { period: 'month' | 'year'; count: number };
    }): Promise<string>;
  }): StripeOfferSync =>
  (row) =>
    catalogue.priceFor({
      id: row.id,
      title: row.title,
      currency: row.currency,
      amount: row.price,
      ...(row.kind === 'subscription'
        ? { recurring: { period: row.period ?? 'month', count: row.periodCount } }
        : {}),
    });
