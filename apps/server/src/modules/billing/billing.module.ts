import { billingPaths } from '@releve/contracts';
import type { Database, Db } from '@releve/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { allowedOriginsOf, type Env, publicUrlOf } from '../../config/env';
import type { SiteConfigs } from '../../config/site-configs';
import type { JobQueue } from '../../jobs/job-queue';
import { HttpError } from '../../plugins/errors';
import { stopBillingBeforeLeaving } from './account-leaving';
import { BILLING_EVENT, BillingEventHub } from './billing-event-hub';
import { BillingSettingsRepository } from './billing-settings.repository';
import { CancellationsRepository } from './cancellations.repository';
import { cancellationsStudioRoutes } from './cancellations.studio.routes';
import { checkoutRoutes } from './checkout.routes';
import { CheckoutService } from './checkout.service';
import { checkoutRefusedMail } from './checkout-refused-mail';
import { scheduleCheckoutSweep, workCheckoutSweep } from './checkout-sweep';
import { couponsStudioRoutes } from './coupons.studio.routes';
import { eventsRoutes } from './events.routes';
import { Fulfilment } from './fulfilment';
import { memberBillingStudioRoutes } from './member-billing.studio.routes';
import { OffersRepository } from './offers.repository';
import { offersStudioRoutes } from './offers.studio.routes';
import { OrdersRepository } from './orders.repository';
import { paymentActionMail } from './payment-action-mail';
import { paymentFailedMail } from './payment-failed-mail';
import type { PaymentProvider } from './payment-provider';
import { mailRenewalReceipts } from './payment-receipts';
import { PaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { giftMissedMail } from './promotions/gift-missed-mail';
import { NEWSLETTER_LINK_PURPOSE } from './promotions/newsletter-links';
import { PromotionsRepository } from './promotions/promotions.repository';
import { promotionsRoutes } from './promotions/promotions.routes';
import { PromotionsService } from './promotions/promotions.service';
import { promotionsStudioRoutes } from './promotions/promotions.studio.routes';
import { StudioPromotionsService } from './promotions/studio-promotions.service';
import { ProviderActions } from './provider-actions';
import { ProviderActionsRepository } from './provider-actions.repository';
import { ProviderCatalogueRepository } from './provider-catalogue.repository';
import { receiptMail } from './receipt';
import { SandboxRepository } from './sandbox/sandbox.repository';
import { sandboxRoutes } from './sandbox/sandbox.routes';
import { SandboxBank } from './sandbox/sandbox-bank';
import { sandboxInProductionWarning } from './sandbox/sandbox-in-production';
import { SandboxProvider } from './sandbox/sandbox-provider';
import { scheduleSandboxRenewals, workSandboxRenewals } from './sandbox/sandbox-renewals';
import { loadSandboxWebhookSecret } from './sandbox/sandbox-signature';
import {
  createSandboxWebhooksQueue,
  enqueueSandboxWebhooks,
  SandboxWebhookSender,
  workSandboxWebhooks,
} from './sandbox/sandbox-webhooks';
import { StaffRefunds } from './staff-refunds';
import { customerPortalRoutes } from './stripe/customer-portal.routes';
import { createStripeProvider, type StripeEnv } from './stripe/stripe-settings';
import { StudioCouponsRepository } from './studio-coupons.repository';
import { StudioCouponsService } from './studio-coupons.service';
import { StudioOffersService, stripeOfferSync } from './studio-offers.service';
import { SubscriptionService } from './subscription.service';
import { SubscriptionsRepository } from './subscriptions.repository';
import { webhooksRoutes } from './webhooks.routes';

// The billing module's public face.
export type { BillingEventHub } from './billing-event-hub';
export { CHECKOUT_SWEEP_QUEUE } from './checkout-sweep';
export { seedDemoBusiness } from './demo/demo-business';
export { type DemoPurchase, type DemoPurchasesOptions, replayDemoPurchases } from './demo/demo-purchases';
export type { CompletedCheckout, PaymentProvider, ProviderEvent } from './payment-provider';
export { NEWSLETTER_LINK_PURPOSE, newsletterLink } from './promotions/newsletter-links';
export {
  type PromotionSettings,
  PromotionSettingsError,
  PromotionsAdmin,
} from './promotions/promotions-admin';
export { SANDBOX_TAKES_PAYMENTS } from './sandbox/sandbox-in-production';
export { renewSandboxSubscriptionsOn, SANDBOX_RENEWALS_QUEUE } from './sandbox/sandbox-renewals';
export { sandboxTestCards } from './sandbox/test-cards';
export { requireStripeKeys } from './stripe/stripe-settings';

/** What other parts of the server (main.ts, the admin commands, tests) use of billing. */
export interface Billing {
  fulfilment: Fulfilment;
  events: BillingEventHub;
  /** The sandbox's test clock: charges the subscriptions due by `now`; the events it produced. */
  renewSandboxSubscriptions(now?: Date): Promise<string[]>;
  /** Delivers the sandbox's undelivered webhook events now (the job queue does it on its own). */
  redeliverSandboxWebhooks(): Promise<number>;
  /** The checkout sweep now, as its job does (decision 026): the orders it closed. */
  sweepCheckouts(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing (set by the billing module). */
    billing: Billing;
  }
}

export interface BillingModuleOptions {
  env: Pick<Env, 'DATA_DIR' | 'PUBLIC_URL' | 'PORT' | 'NODE_ENV'> & StripeEnv;
  db: Db;
  /** Hears the database's announcements (billing events from every process). */
  listen: Database['listen'];
  siteConfigs: SiteConfigs;
  /**
   * The durable job queue: the sandbox's webhooks go through it, retried with backoff; `worker` runs
   * their delivery in this process. Without it (tests) they are delivered at once, in-process.
   */
  jobs?: { queue: JobQueue; worker: boolean };
  /** The studio's IANA time zone (the live schedule's): the console's Cancellations read its days. */
  studioTimeZone: () => Promise<string>;
}

/**
 * Billing (decision 010): offers, checkout, the one fulfilment path, the payment providers (the
 * built-in sandbox, and Stripe when its keys are set) and the member's live billing events. Uses accounts'
 * `app.access` and `app.membership`, and the mail module's `app.mailer`.
 */
export const billingModule = fp(
  async (
    app: FastifyInstance,
    { env, db, siteConfigs, jobs, studioTimeZone, listen }: BillingModuleOptions,
  ) => {
    const publicUrl = publicUrlOf(env);
    const siteOrigins = allowedOriginsOf(env);
    // Announced through the database, so the member's tabs on any process hear it (decision 060).
    const hub = new BillingEventHub(async (payload) => {
      await db.execute(sql`select pg_notify(${BILLING_EVENT}, ${payload})`);
    });
    const listening = await listen(
      BILLING_EVENT,
      (payload) => hub.heard(payload),
      (hearing) => hub.setHearing(hearing),
    );
    app.addHook('onClose', () => listening.stop());
    const offers = new OffersRepository(db);
    const orders = new OrdersRepository(db);
    const payments = new PaymentsRepository(db);
    const subscriptions = new SubscriptionsRepository(db);
    const promotions = new PromotionsRepository(db);
    const catalogue = new ProviderCatalogueRepository(db);
    const actions = new ProviderActionsRepository(db);
    // Filled once the providers are built (below); the actions run only after a payment's commit.
    const providers: PaymentProvider[] = [];
    const providerNamed = (name: string) => providers.find((provider) => provider.name === name);
    const providerActions = new ProviderActions({
      actions,
      orders,
      provider: providerNamed,
      warn: (details, message) => app.log.warn(details, message),
    });
    const studioName = async () => (await siteConfigs.defaultConfig())?.siteName ?? 'Relevé';
    /** A receipt for every payment, e-mailed after the transaction that recorded it has committed. */
    const sendReceipt = async (by: { providerPaymentId: string } | { orderId: string }) => {
      const found = await payments.transaction(by);
      const buyer = found?.payment.userId;
      const member = buyer && (await app.membership.factsFor(buyer));
      if (!found || !member) return;
      const receiptUrl = new URL(billingPaths.receipt(found.payment.id), publicUrl).toString();
      await app.mailer
        .send(receiptMail(member.row.email, { studioName: await studioName(), ...found }, receiptUrl))
        .catch((error) => app.log.error({ err: error }, 'receipt e-mail not sent'));
    };
    const fulfilment = new Fulfilment({
      db,
      actions,
      runActions: (ids) => providerActions.run(ids),
      checkoutRefused: async ({ userId, orderId, message }) => {
        const [found, order] = await Promise.all([app.membership.factsFor(userId), orders.byId(orderId)]);
        const offer = order && (await offers.byId(order.offerId));
        if (!found || !offer) return;
        const facts = { studioName: await studioName(), offerTitle: offer.title, message };
        await app.mailer
          .send(checkoutRefusedMail(publicUrl, found.row.email, facts))
          .catch((error) => app.log.error({ err: error }, 'refund e-mail not sent'));
      },
      orders,
      offers,
      subscriptions,
      promotions,
      catalogue,
      membership: app.membership,
      notify: (userId, event) => {
        hub.publish(userId, event);
        // Told once per order granted, after commit: the checkout's receipt (a trial charged nothing).
        // Returned, so the fulfilment waits for it after the commit and mail leaves in payment order.
        if (event.type === 'access.granted' && event.orderId) {
          return sendReceipt({ orderId: event.orderId }).catch((error) =>
            app.log.error({ err: error }, 'receipt e-mail not sent'),
          );
        }
      },
      paymentFailed: async ({ userId, offerId, graceUntil, message }) => {
        const [found, offer] = await Promise.all([app.membership.factsFor(userId), offers.byId(offerId)]);
        if (!found || !offer) return;
        await app.mailer
          .send(paymentFailedMail(publicUrl, found.row.email, offer.title, graceUntil, message))
          .catch((error) => app.log.error({ err: error }, 'payment failure e-mail not sent'));
      },
      paymentActionRequired: async ({ userId, offerId, amount, currency, url }) => {
        const [found, offer] = await Promise.all([app.membership.factsFor(userId), offers.byId(offerId)]);
        if (!found || !offer) return;
        await app.mailer
          .send(paymentActionMail(found.row.email, offer.title, amount, currency, url))
          .catch((error) => app.log.error({ err: error }, 'payment confirmation e-mail not sent'));
      },
      giftMissed: async ({ userId, orderId, promotionId, giftId, reason }) => {
        // The studio sees it on the order (gift_claimed false); the log says so at once.
        app.log.warn(
          { orderId, promotionId, giftId, reason },
          reason === 'sold-out'
            ? 'a gift was paid for after its last one had gone'
            : 'a gift was paid for by an account that had all it may have of it',
        );
        const [found, promotion] = await Promise.all([
          app.membership.factsFor(userId),
          promotions.byId(promotionId),
        ]);
        const gift = promotion?.gifts.find((each) => each.id === giftId);
        if (!found || !promotion || !gift) return;
        const facts = {
          studioName: await studioName(),
          giftTitle: gift.title,
          promotionTitle: promotion.title,
        };
        await app.mailer
          .send(giftMissedMail(found.row.email, facts, reason))
          .catch((error) => app.log.error({ err: error }, 'gift e-mail not sent'));
      },
    });

    mailRenewalReceipts(fulfilment, sendReceipt);

    const sandboxBooks = new SandboxRepository(db);
    const webhookSecret = loadSandboxWebhookSecret(env.DATA_DIR);
    // In-process delivery: the webhook route verifies and fulfils exactly as it would a real provider's.
    const sender = new SandboxWebhookSender(sandboxBooks, webhookSecret, async (url, payload, headers) => {
      const answer = await app.inject({ method: 'POST', url, payload, headers });
      return answer.statusCode;
    });
    const deliverNow = async (eventIds: string[]) => {
      let delivered = 0;
      for (const eventId of eventIds) {
        try {
          if ((await sender.deliver(eventId)) === 'delivered') delivered++;
        } catch (error) {
          app.log.warn({ err: error, eventId }, 'sandbox webhook not delivered yet');
        }
      }
      return delivered;
    };
    const bank = new SandboxBank(sandboxBooks, publicUrl, async (eventIds) => {
      if (jobs) await enqueueSandboxWebhooks(jobs.queue, eventIds);
      else await deliverNow(eventIds);
    });
    const sandbox = new SandboxProvider(bank, webhookSecret);
    providers.push(sandbox);
    // Built when its keys are set; the site config decides whether checkouts use it.
    const stripe = await createStripeProvider(env, catalogue);
    if (stripe) providers.push(stripe);

    /** The provider the site config picks (read at each use: a studio edits its config without a restart). */
    const siteProvider = async (): Promise<PaymentProvider> => {
      const integrations = (await siteConfigs.defaultConfig())?.integrations;
      if (!integrations || integrations.sandbox) return sandbox;
      if (!integrations.stripe) throw new HttpError(503, 'checkout service is not configured');
      if (!stripe) throw new HttpError(503, 'checkout service is not available');
      return stripe;
    };
    // Any test card buys access through the sandbox: say so while it takes a public studio's payments.
    app.health.addWarning(async () => {
      const sandboxTakesPayments = (await siteProvider().catch(() => undefined)) === sandbox;
      return sandboxInProductionWarning(env, sandboxTakesPayments);
    });
    // A member who deletes their account is never charged again (decision 027).
    app.accounts.addBeforeAccountDeleted(
      stopBillingBeforeLeaving({
        subscriptions,
        orders,
        provider: (name) => providers.find((provider) => provider.name === name),
        log: app.log,
      }),
    );
    const cancellations = new CancellationsRepository(db);
    const billingSettings = new BillingSettingsRepository(db);
    const subscriptionService = new SubscriptionService({
      payments,
      subscriptions,
      offers,
      orders,
      membership: app.membership,
      provider: providerNamed,
      cancellations,
      settings: billingSettings,
      warn: (details, message) => app.log.warn(details, message),
    });
    // A member's page in the console shows their billing as their own payments page does.
    app.accounts.addMemberDetails(subscriptionService);
    const checkout = new CheckoutService({
      offers,
      orders,
      membership: app.membership,
      fulfilment,
      promotions,
      siteOrigins,
      subscriptions,
      actions,
      providerActions,
      providerNamed,
      closed: (userId, event) => hub.publish(userId, { type: 'checkout.closed', ...event }),
      provider: siteProvider,
    });

    app.decorate('billing', {
      fulfilment,
      events: hub,
      renewSandboxSubscriptions: (now) => bank.renewDue(now),
      redeliverSandboxWebhooks: async () => deliverNow(await sender.pending()),
      sweepCheckouts: (now) => checkout.sweep(now),
    } satisfies Billing);

    if (jobs) {
      let redelivery: Promise<unknown> = Promise.resolve();
      app.addHook('onClose', async () => void (await redelivery));
      await createSandboxWebhooksQueue(jobs.queue);
      await scheduleSandboxRenewals(jobs.queue);
      await scheduleCheckoutSweep(jobs.queue);
      app.addHook('onReady', async () => {
        // Events committed just before a crash were never queued: queue them now (stately: once).
        const pending = await sender.pending();
        await enqueueSandboxWebhooks(jobs.queue, pending);
        if (jobs.worker) {
          await workSandboxWebhooks(jobs.queue, sender);
          await workSandboxRenewals(jobs.queue, () => bank.renewDue());
          await workCheckoutSweep(jobs.queue, () => checkout.sweep());
          // A delivery job a killed process left running keeps its event's slot until it expires (a
          // minute or more): deliver what is pending once the app is ready too (delivery is idempotent).
          // A stop waits for it, so a delivery that reached the route is also marked delivered.
          if (pending.length > 0) {
            redelivery = new Promise((resolve) => setImmediate(resolve)).then(() => deliverNow(pending));
          }
        }
      });
    }

    await app.register(checkoutRoutes, { access: app.access, checkout });
    await app.register(webhooksRoutes, { providers, fulfilment });
    await app.register(promotionsRoutes, {
      access: app.access,
      promotions: new PromotionsService(
        promotions,
        app.membership,
        app.accounts.linkSigner(NEWSLETTER_LINK_PURPOSE),
      ),
    });
    await app.register(customerPortalRoutes, {
      access: app.access,
      provider: siteProvider,
      siteOrigins,
    });
    await app.register(memberBillingStudioRoutes, {
      db,
      access: app.access,
      refunds: new StaffRefunds({ db, fulfilment, provider: providerNamed }),
      subscriptions: subscriptionService,
      studioName,
    });
    await app.register(paymentsRoutes, {
      access: app.access,
      subscriptions: subscriptionService,
      studioName,
    });
    await app.register(cancellationsStudioRoutes, {
      db,
      access: app.access,
      settings: billingSettings,
      cancellations,
      studioTimeZone,
    });
    await app.register(sandboxRoutes, { bank, siteName: studioName });
    await app.register(couponsStudioRoutes, {
      access: app.access,
      coupons: new StudioCouponsService(db, new StudioCouponsRepository(db)),
    });
    await app.register(offersStudioRoutes, {
      access: app.access,
      offers: new StudioOffersService(db, offers, stripe && stripeOfferSync(stripe.catalogue), app.log),
    });
    await app.register(promotionsStudioRoutes, {
      access: app.access,
      promotions: new StudioPromotionsService(db, studioTimeZone),
    });
    await app.register(eventsRoutes, {
      access: app.access,
      hub,
      // A fresh look-up (not this request's remembered answer): a signed-out session ends the stream.
      stillSignedIn: async (request) =>
        !!(await app.access.viewer({ headers: request.headers } as FastifyRequest)),
    });
  },
  { name: 'billing', dependencies: ['health', 'accounts', 'mail'] },
);
