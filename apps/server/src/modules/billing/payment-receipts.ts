import type { Fulfilment } from './fulfilment';
import type { ProviderEvent, ProviderName } from './payment-provider';

/**
 * Renewals' receipt e-mails: sent once an applied invoice.paid has committed (an event is applied once,
 * and its charge recorded once), never inside the transaction, so a mail server's delay or failure
 * never holds or undoes a payment. A checkout's receipt goes with its access.granted (the module's
 * notify, also after commit, told once per order granted).
 */
export function mailRenewalReceipts(
  fulfilment: Fulfilment,
  sendReceipt: (by: { providerPaymentId: string }) => Promise<void>,
): void {
  const receive = fulfilment.receive.bind(fulfilment);
  fulfilment.receive = async (provider: ProviderName, event: ProviderEvent) => {
    const outcome = await receive(provider, event);
    if (outcome === 'applied' && event.type === 'invoice.paid') {
      await sendReceipt({ providerPaymentId: event.paymentId });
    }
    return outcome;
  };
}
