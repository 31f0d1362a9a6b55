import { billingPaths, customerPortalAnswerSchema, customerPortalRequestSchema } from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../plugins/errors';
import type { Access } from '../../accounts/accounts.module';
import type { PaymentProvider } from '../payment-provider';

export interface CustomerPortalRoutesOptions {
  access: Access;
  /** The provider the site config picks. */
  provider(): Promise<PaymentProvider>;
  publicUrl: string;
}

/** A page of this site only, never an open redirect: a path, or an absolute URL on PUBLIC_URL's origin. */
function siteAddress(value: string, publicUrl: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value, publicUrl);
  } catch {}
  if (!url || value.trim() === '' || url.origin !== new URL(publicUrl).origin) {
    throw new HttpError(400, 'Invalid request. redirectUrl: must be an address of this site');
  }
  return url.toString();
}

/**
 * POST /api/customer-portal/session (§7): the member's own billing page at the provider (Stripe's
 * Customer Portal: cards, invoices, cancelling), for the member the call acts on. The sandbox has none.
 */
export const customerPortalRoutes: FastifyPluginAsyncZod<CustomerPortalRoutesOptions> = async (
  app,
  { access, provider, publicUrl },
) => {
  app.post(
    billingPaths.customerPortal,
    { schema: { body: customerPortalRequestSchema, response: { 200: customerPortalAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      const { mid, redirectUrl } = request.body;
      // The member acted for is named by the x-impersonate header (the access hook checked it).
      if (mid && mid !== 'me' && mid !== userId) {
        throw new HttpError(403, 'mid must name the member this call acts for (the x-impersonate header)');
      }
      const returnUrl = siteAddress(redirectUrl, publicUrl);
      const chosen = await provider();
      if (!chosen.portalUrl) {
        throw new HttpError(409, `Customer portal is not available with the ${chosen.name} provider`);
      }
      return { success: true as const, data: { url: await chosen.portalUrl(userId, returnUrl) } };
    },
  );
};
