import {
  emailVerificationMessages,
  type PromoStats,
  type Promotion,
  pass24Refusal,
  sameEmail,
} from '@releve/contracts';
import { HttpError } from '../../../plugins/errors';
import type { LinkSigner, MembershipService } from '../../accounts/accounts.module';
import { newsletterLinkSubject } from './newsletter-links';
import type { PromotionsRepository } from './promotions.repository';

/** §5: the link's e-mail must be the signed-in account's. */
export const NEWSLETTER_EMAIL_MISMATCH =
  'The newsletter link is for another e-mail address than the one you are signed in with';

/** A newsletter link the studio did not make, or one altered on the way (decision 027). */
export const NEWSLETTER_LINK_INVALID =
  'This newsletter link is not valid: open the link from the newsletter e-mail as it was sent';

/** What the promotional pages read, and the newsletter's confirmation (§2, §7). */
export class PromotionsService {
  private readonly clock: () => Date;

  constructor(
    private readonly promotions: PromotionsRepository,
    private readonly membership: MembershipService,
    /** Checks the newsletter link's token (signed with the server's secret for NEWSLETTER_LINK_PURPOSE). */
    private readonly newsletterLinks: LinkSigner,
    clock?: () => Date,
  ) {
    this.clock = clock ?? (() => new Date());
  }

  /** Promotions running or still to come. */
  notEnded(): Promise<Promotion[]> {
    return this.promotions.notEnded(this.clock());
  }

  /**
   * §7 GET /promos/black-friday: the counts of the promotional page's promotion (the running one, else
   * the next); undefined when there is none ("no data means 0 and 0").
   */
  async blackFridayStats(): Promise<PromoStats | undefined> {
    const now = this.clock().getTime();
    const pages = (await this.notEnded()).filter((promotion) => promotion.kind === 'promo-pricing');
    const shown = pages.find((promotion) => promotion.startTime <= now) ?? pages[0];
    if (!shown) return undefined;
    const remaining = (id: string) => shown.gifts.find((gift) => gift.id === id)?.remaining ?? 0;
    return { inspirationCollections: remaining('inspiration-collection'), calendars: remaining('calendar') };
  }

  /**
   * §7 POST /newsletter/confirm: the signed-in reader confirms the link (the studio's signature of its
   * e-mail), which must be for their own address, confirmed (decision 027); answers whether the 24-hour
   * pass may be activated (not when already entitled, nor a second time).
   */
  async confirmNewsletter(
    userId: string,
    link: { email: string; token: string },
  ): Promise<{ canActivate: boolean }> {
    const { email, token } = link;
    if (!this.newsletterLinks.verify(newsletterLinkSubject(email), token)) {
      throw new HttpError(403, NEWSLETTER_LINK_INVALID);
    }
    const found = await this.membership.factsFor(userId);
    if (!found) throw new HttpError(401, 'Not logged in');
    if (!sameEmail(found.row.email, email)) throw new HttpError(403, NEWSLETTER_EMAIL_MISMATCH);
    if (!found.row.emailVerified) throw new HttpError(403, emailVerificationMessages.required);
    await this.promotions.confirmNewsletter(userId, found.row.email);
    return { canActivate: pass24Refusal(found.facts, this.clock()) === null };
  }
}
