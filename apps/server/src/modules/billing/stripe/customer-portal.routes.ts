import {
  billingPaths,
  customerPortalAnswerSchema,
  customerPortalRequestSchema,
  impersonationOf,
} from '@releve/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../plugins/errors';
import type { Access } from '../../accounts/accounts.module';
import type { PaymentProvider } from '../payment-provider';
import { siteAddress } from '../site-address';

export interface CustomerPortalRoutesOptions {
  access: Access;
  /** The provider the site config picks. */
  provider(): Promise<PaymentProvider>;
  /** The site's origins (`allowedOriginsOf`): the portal returns to one of them. */
  siteOrigins: readonly string[];
}

/**
 * POST /api/customer-portal/session (§7): the member's own billing page at the provider (Stripe's
 * Customer Portal: cards, invoices, cancelling), for the member the call acts on. The sandbox has none.
 */
export const customerPortalRoutes: FastifyPluginAsyncZod<CustomerPortalRoutesOptions> = async (
  app,
  { access, provider, siteOrigins },
) => {
  app.post(
    billingPaths.customerPortal,
    { schema: { body: customerPortalRequestSchema, response: { 200: customerPortalAnswerSchema } } },
    async (request) => {
      const { userId } = await access.subject(request, 'me');
      const { mid, redirectUrl } = request.body;
      // The member acted for is named by the x-impersonate header (the access hook checked it).
      const named = impersonationOf(mid)?.userId;
      if (named && named !== userId) {
        throw new HttpError(403, 'mid must name the member this call acts for (the x-impersonate header)');
      }
      const returnUrl = siteAddress(redirectUrl, siteOrigins, 'redirectUrl').toString();
      const chosen = await provider();
      if (!chosen.portalUrl) {
        throw new HttpError(409, `Customer portal is not available with the ${chosen.name} provider`);
      }
      return { success: true as const, data: { url: await chosen.portalUrl(userId, returnUrl) } };
    },
  );
};
