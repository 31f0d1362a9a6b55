import {
  billingPaths,
  sandboxPayAnswerSchema,
  sandboxSessionSchema,
  type UsAddress,
} from '@releve/contracts';
import type { CardPayload } from '@releve/contracts/card-rules';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '../../../lib/api-client';

/** The sandbox checkout session its hosted page takes payment for. */
export function useSandboxSession(sessionId: string) {
  return useQuery({
    queryKey: ['billing', 'sandbox-session', sessionId],
    queryFn: () => fetchApi(billingPaths.sandboxSession(sessionId), { schema: sandboxSessionSchema }),
    retry: false,
  });
}

/** Tries a card: the test card decides (succeeded, declined, or a confirmation step first). */
export function paySandboxSession(sessionId: string, card: CardPayload, shipping?: UsAddress) {
  return fetchApi(billingPaths.sandboxPay(sessionId), {
    method: 'POST',
    body: shipping ? { ...card, shipping } : card,
    schema: sandboxPayAnswerSchema,
  });
}

/** The confirmation step's answer: the buyer approves the payment or makes it fail. */
export function confirmSandboxSession(sessionId: string, approve: boolean) {
  return fetchApi(billingPaths.sandboxConfirm(sessionId), {
    method: 'POST',
    body: { approve },
    schema: sandboxPayAnswerSchema,
  });
}
