import type {
  CardSummary,
  CheckoutLookup,
  HostedCheckout,
  HostedCheckoutRequest,
  PaymentProvider,
  ProviderEvent,
  RefundResult,
} from '../payment-provider';
import { WebhookVerificationError } from '../payment-provider';
import type { SandboxBank } from './sandbox-bank';
import { readSandboxWebhookBody } from './sandbox-event-schema';
import { type SandboxWebhookBody, toProviderEvent } from './sandbox-events';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureProblem } from './sandbox-signature';

/** The built-in provider (the default): its bank and hosted page live in this server. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly bank: SandboxBank,
    private readonly webhookSecret: string,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  createCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout> {
    return this.bank.createSession(request);
  }

  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent | null {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    const problem = sandboxSignatureProblem(
      this.webhookSecret,
      rawBody,
      typeof header === 'string' ? header : undefined,
      this.clock().getTime() / 1000,
    );
    if (problem) throw new WebhookVerificationError(problem);
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookVerificationError('The event is not JSON');
    }
    return toProviderEvent(readSandboxWebhookBody(json) as SandboxWebhookBody);
  }

  lookupCheckout(sessionId: string): Promise<CheckoutLookup> {
    return this.bank.lookup(sessionId);
  }

  cancelSubscription(subscriptionId: string, options: { atPeriodEnd: boolean }): Promise<void> {
    return this.bank.cancel(subscriptionId, options.atPeriodEnd);
  }

  refundPayment(
    paymentId: string,
    options: { idempotencyKey: string; amount?: number },
  ): Promise<RefundResult> {
    return this.bank.refund(paymentId, options);
  }

  expireCheckout(sessionId: string): Promise<'expired' | 'complete'> {
    return this.bank.expire(sessionId);
  }

  renewSubscription(subscriptionId: string): Promise<void> {
    return this.bank.renew(subscriptionId);
  }

  pauseSubscription(subscriptionId: string, options: { resumesAt: Date }): Promise<void> {
    return this.bank.pause(subscriptionId, options.resumesAt);
  }

  resumeSubscription(subscriptionId: string, options?: { chargeNow?: boolean }): Promise<void> {
    return this.bank.resume(subscriptionId, options?.chargeNow ?? false);
  }

  switchSubscription(
    subscriptionId: string,
    to: { amount: number; period: 'month' | 'year'; count: number },
  ): Promise<void> {
    return this.bank.reprice(subscriptionId, to);
  }

  async updatePaymentMethod(
    subscriptionId: string,
    card: { cardName: string; cardNumber: string; cvc: string; expMonth: number; expYear: number },
  ): Promise<CardSummary> {
    const kept = await this.bank.updateCard(subscriptionId, card);
    return {
      providerMethodId: `pm_sbx_${subscriptionId}_${kept.last4}`,
      brand: kept.brand,
      last4: kept.last4,
      expMonth: kept.expMonth,
      expYear: kept.expYear,
    };
  }
}
