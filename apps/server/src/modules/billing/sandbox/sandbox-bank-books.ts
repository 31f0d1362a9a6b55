import { type CardPayload, cardBrand, extendedExpiry, validateCard } from '@releve/contracts';
import { newId } from '../ids';
import type { SandboxCard, SandboxRepository } from './sandbox.repository';
import type { SandboxEventData } from './sandbox-events';
import { unixSeconds } from './sandbox-events';
import { failsOnRenewal } from './test-cards';

/* What the sandbox bank's sessions and subscriptions share: cards, periods, refusals, its event log. */

export const DAY_MS = 86_400_000;

/** Why the sandbox will not take a payment on this session now (the hosted page shows it). */
export class SandboxRefusal extends Error {
  constructor(
    readonly statusCode: 404 | 409 | 400,
    message: string,
  ) {
    super(message);
  }
}

/** The first card-form problem, as the form would show it; null for a valid card. */
export function cardProblem(card: CardPayload, now: Date): string | null {
  const errors = validateCard(
    {
      cardholderName: card.cardName,
      cardNumber: card.cardNumber,
      cardExpiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
      cardCVC: card.cvc,
    },
    now,
  );
  return errors.cardNumber ?? errors.cardExpiry ?? errors.cardCVC ?? errors.cardholderName ?? null;
}

export const cardOf = (card: CardPayload): SandboxCard => ({
  brand: cardBrand(card.cardNumber),
  last4: card.cardNumber.slice(-4),
  expMonth: card.expMonth,
  expYear: card.expYear,
  failsOnRenewal: failsOnRenewal(card.cardNumber),
});

export const periodAfter = (from: Date, interval: 'month' | 'year', count: number) =>
  extendedExpiry(null, from, interval === 'year' ? 12 * count : count);

/** Writes an event owed to Relevé, in the caller's transaction; returns its id. */
export async function recordSandboxEvent(
  books: SandboxRepository,
  event: SandboxEventData,
  now: Date,
): Promise<string> {
  const id = newId('evt');
  await books.addEvent({
    id,
    type: event.type,
    payload: { ...event, id, created: unixSeconds(now) },
  });
  return id;
}
