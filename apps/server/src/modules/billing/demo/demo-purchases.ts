import type { Db } from '@releve/db';
import { allowedOriginsOf, type Env, publicUrlOf } from '../../../config/env';
import type { MembershipService } from '../../accounts/accounts.module';
import { CheckoutService } from '../checkout.service';
import { Fulfilment } from '../fulfilment';
import { OffersRepository } from '../offers.repository';
import { OrdersRepository } from '../orders.repository';
import { PromotionsRepository } from '../promotions/promotions.repository';
import { ProviderActions } from '../provider-actions';
import { ProviderActionsRepository } from '../provider-actions.repository';
import { ProviderCatalogueRepository } from '../provider-catalogue.repository';
import { SandboxRepository } from '../sandbox/sandbox.repository';
import { SandboxBank } from '../sandbox/sandbox-bank';
import { SandboxProvider } from '../sandbox/sandbox-provider';
import { loadSandboxWebhookSecret } from '../sandbox/sandbox-signature';
import { SandboxWebhookSender } from '../sandbox/sandbox-webhooks';
import { sandboxTestCards } from '../sandbox/test-cards';
import { SubscriptionsRepository } from '../subscriptions.repository';

/** One purchase of a demo account's history: an offer (by key) bought at a moment, with its trial or not. */
export interface DemoPurchase {
  offerKey: string;
  at: Date;
  trial?: boolean;
}

export interface DemoPurchasesOptions {
  env: Pick<Env, 'DATA_DIR' | 'PUBLIC_URL' | 'PORT'>;
  db: Db;
  /** The membership rules on another clock (accounts' tools): the history's grants are dated as they happened. */
  membershipAt(clock: () => Date): MembershipService;
}

/** The card the demo members pay with: the sandbox's card that always succeeds. */
const DEMO_CARD = { cardNumber: sandboxTestCards.succeeds, cvc: '123', expMonth: 12 } as const;

/**
 * A demo account's purchases, made as a member makes them, on a test clock (issue 32, item 14; decision
 * 034): billing's own checkout opens each order at its moment, the sandbox's bank takes the test card and
 * writes its webhook events, which are signed, read back by the sandbox provider and applied by the one
 * fulfilment; then the bank's renewals run month by month up to `now`. So the payments page, the
 * receipts, the subscription and the member's access are the rows any member's purchases leave, and the
 * sandbox's books agree with them (its subscriptions renew from there when due). Nothing is e-mailed.
 */
export async function replayDemoPurchases(
  options: DemoPurchasesOptions,
  userId: string,
  cardName: string,
  purchases: readonly DemoPurchase[],
  now: Date,
): Promise<void> {
  const { db, env } = options;
  let at = purchases[0]?.at ?? now;
  const clock = () => at;
  const offers = new OffersRepository(db);
  const orders = new OrdersRepository(db);
  const subscriptions = new SubscriptionsRepository(db);
  const promotions = new PromotionsRepository(db);
  const actions = new ProviderActionsRepository(db);
  const membership = options.membershipAt(clock);
  const refused = (what: string) => async () => {
    throw new Error(`The demo history was refused: ${what}`);
  };
  const fulfilment = new Fulfilment({
    db,
    actions,
    runActions: refused('a provider call was owed'),
    checkoutRefused: refused('a checkout'),
    orders,
    offers,
    subscriptions,
    promotions,
    catalogue: new ProviderCatalogueRepository(db),
    membership,
    notify: () => {},
    paymentFailed: refused('a renewal failed'),
    paymentActionRequired: refused('a renewal asked for the bank'),
    giftMissed: async () => {},
    clock,
  });

  const books = new SandboxRepository(db);
  const secret = loadSandboxWebhookSecret(env.DATA_DIR);
  const owed: string[] = [];
  const bank = new SandboxBank(
    books,
    publicUrlOf(env),
    async (eventIds) => void owed.push(...eventIds),
    clock,
  );
  const provider = new SandboxProvider(bank, secret, clock);
  // The events go through the provider's own reading of a signed body, as the webhook route's do.
  const sender = new SandboxWebhookSender(
    books,
    secret,
    async (_path, body, headers) => {
      const event = provider.parseWebhook(body, headers);
      if (event) await fulfilment.receive('sandbox', event);
      return 200;
    },
    clock,
  );
  const deliver = async () => {
    for (const eventId of owed.splice(0)) await sender.deliver(eventId);
  };
  const checkout = new CheckoutService({
    offers,
    orders,
    membership,
    fulfilment,
    promotions,
    subscriptions,
    actions,
    providerActions: new ProviderActions({
      actions,
      orders,
      provider: () => provider,
      warn: () => {},
    }),
    providerNamed: () => provider,
    closed: () => {},
    provider: async () => provider,
    siteOrigins: allowedOriginsOf(env),
    clock,
  });

  const origin = publicUrlOf(env);
  for (const purchase of purchases) {
    // The bank's renewals due before this purchase come first, in order.
    await renewUntil(purchase.at);
    at = purchase.at;
    const { orderId } = await checkout.openSession(userId, {
      key: purchase.offerKey,
      hasTrial: purchase.trial ?? false,
      redirectUrl: `${origin}/checkout/return`,
      cancelUrl: `${origin}/pricing`,
    });
    const sessionId = (await orders.byId(orderId))?.providerSessionId;
    if (!sessionId) throw new Error(`The demo order ${orderId} has no checkout session`);
    const paid = await bank.pay(sessionId, { ...DEMO_CARD, cardName, expYear: at.getUTCFullYear() + 3 });
    if (paid.status !== 'succeeded')
      throw new Error(`The demo checkout ${orderId} was not paid: ${paid.status}`);
    await deliver();
    if ((await orders.byId(orderId))?.status !== 'fulfilled') {
      throw new Error(`The demo order ${orderId} (${purchase.offerKey}) was not fulfilled`);
    }
  }
  await renewUntil(now);

  /**
   * The sandbox's test clock moved to `until`, one renewal at a time, each applied before the next. The
   * bank renews every subscription due, which on the demo's new database are the demo accounts' own.
   */
  async function renewUntil(until: Date) {
    for (;;) {
      const due = await books.dueSubscriptions(until);
      const next = due
        .map((subscription) => subscription.currentPeriodEnd)
        .sort((a, b) => a.getTime() - b.getTime())[0];
      if (!next) return;
      at = next;
      await bank.renewDue(next);
      await deliver();
    }
  }
}
