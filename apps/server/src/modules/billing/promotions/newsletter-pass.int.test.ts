import { emailVerificationMessages, promotionPaths, serverOwnedTagMessage } from '@releve/contracts';
import { schema } from '@releve/db';
import { insertDemoPromotions } from '@releve/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, type SignedIn } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/test-app';
import { createBillingTestApp, openCheckout, origin, registerUser } from '../testing/billing-test-app';
import { NEWSLETTER_LINK_PURPOSE } from './newsletter-links';
import { promotionErrors } from './promotion-checkout';
import { NEWSLETTER_LINK_INVALID } from './promotions.service';

/*
 * The newsletter's 24-hour pass once per account (issue 31 item 6, decision 027): its use recorded in a
 * table members cannot write, the pass24 tag the server's own, the link signed by the studio, and the
 * pass (like a promotion's gift) for confirmed addresses only (item 7).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
  await insertDemoPromotions(t.database.db);
});
afterAll(() => t.close());

let count = 0;
async function reader(confirmed = true) {
  const email = `pass-reader-${++count}@example.com`;
  const member = await registerUser(t.app, email);
  if (confirmed) await confirmEmail(t.app, t.dataDir, email);
  return { email, ...member };
}
const tokenFor = (email: string) =>
  t.app.accounts.linkSigner(NEWSLETTER_LINK_PURPOSE).sign(email.toLowerCase());
const confirmLink = (member: SignedIn, email: string, token = tokenFor(email)) =>
  t.app.inject({
    method: 'POST',
    url: promotionPaths.newsletterConfirm,
    headers: { cookie: member.cookie, ...origin },
    payload: { email, token },
  });
const onDemandProducts = async (userId: string) =>
  (await t.database.db.select().from(schema.product).where(eq(schema.product.userId, userId))).filter(
    (product) => product.type === 'on-demand',
  );
const tagsOf = async (userId: string) =>
  (await t.database.db.select().from(schema.user).where(eq(schema.user.id, userId)))[0]?.tags ?? [];
const setTags = (member: SignedIn, tags: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/me/tags',
    headers: { cookie: member.cookie, ...origin },
    payload: { tags },
  });

describe("the newsletter's 24-hour pass, once per account", () => {
  it('four activations at once give one pass', async () => {
    const member = await reader();
    expect((await confirmLink(member, member.email)).json()).toEqual({ canActivate: true });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => openCheckout(t, member, { key: 'pass24' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json.message).toBe(promotionErrors.pass24Used);
    }
    expect(await onDemandProducts(member.userId)).toHaveLength(1);
    const uses = await t.database.db
      .select()
      .from(schema.offerUse)
      .where(eq(schema.offerUse.userId, member.userId));
    expect(uses).toHaveLength(1);
  });

  it('stays used when the member tries to take the pass24 tag off, and cannot be had by putting it on', async () => {
    const member = await reader();
    await confirmLink(member, member.email);
    expect((await openCheckout(t, member, { key: 'pass24' })).statusCode).toBe(200);
    expect(await tagsOf(member.userId)).toContain('pass24');

    const removed = await setTags(member, ['likes-barre']);
    expect([removed.statusCode, removed.json().message]).toEqual([403, serverOwnedTagMessage('pass24')]);
    expect(await tagsOf(member.userId)).toEqual(['pass24']);
    // Other tags are the member's to change, pass24 kept as it is.
    expect((await setTags(member, ['pass24', 'likes-barre'])).statusCode).toBe(200);
    expect(await tagsOf(member.userId)).toEqual(['pass24', 'likes-barre']);

    // Even with the tag gone (as it could go before) and the pass run out, the use is recorded where
    // no member writes.
    await t.database.db.update(schema.user).set({ tags: [] }).where(eq(schema.user.id, member.userId));
    await t.database.db
      .update(schema.product)
      .set({ createdAt: new Date(Date.now() - 48 * 3_600_000), expiresAt: new Date(Date.now() - 3_600_000) })
      .where(eq(schema.product.userId, member.userId));
    const again = await openCheckout(t, member, { key: 'pass24' });
    expect([again.statusCode, again.json.message]).toEqual([409, promotionErrors.pass24Used]);
    expect(await onDemandProducts(member.userId)).toHaveLength(1);

    const other = await reader();
    const added = await setTags(other, ['pass24']);
    expect([added.statusCode, added.json().message]).toEqual([403, serverOwnedTagMessage('pass24')]);
    expect(await tagsOf(other.userId)).toEqual([]);
  });
});

describe("the newsletter's signed link", () => {
  it('refuses a forged token, and a real token with another e-mail', async () => {
    const member = await reader();
    const forged = await confirmLink(member, member.email, 'not-the-studios-signature');
    expect([forged.statusCode, forged.json().message]).toEqual([403, NEWSLETTER_LINK_INVALID]);
    const borrowed = await confirmLink(member, member.email, tokenFor('someone-else@example.com'));
    expect([borrowed.statusCode, borrowed.json().message]).toEqual([403, NEWSLETTER_LINK_INVALID]);
    // Nothing confirmed, so no pass.
    const opened = await openCheckout(t, member, { key: 'pass24' });
    expect([opened.statusCode, opened.json.message]).toEqual([403, promotionErrors.newsletterFirst]);
    expect((await confirmLink(member, member.email.toUpperCase())).statusCode).toBe(200);
  });
});

describe('what waits for a confirmed address', () => {
  it('the newsletter pass', async () => {
    const member = await reader(false);
    const confirmed = await confirmLink(member, member.email);
    expect([confirmed.statusCode, confirmed.json().message]).toEqual([
      403,
      emailVerificationMessages.required,
    ]);
    const opened = await openCheckout(t, member, { key: 'pass24' });
    expect([opened.statusCode, opened.json.message]).toEqual([403, emailVerificationMessages.required]);
    expect(await onDemandProducts(member.userId)).toHaveLength(0);
  });

  it("a promotion's gift, while the same purchase without a gift goes ahead", async () => {
    const member = await reader(false);
    const withGift = { key: 'on-demand-annual', promoType: 'black-friday', gift: 'five-day-passes' };
    const refused = await openCheckout(t, member, withGift);
    expect([refused.statusCode, refused.json.message]).toEqual([403, emailVerificationMessages.required]);
    const { gift: _gift, ...withoutGift } = withGift;
    expect((await openCheckout(t, member, withoutGift)).statusCode).toBe(200);
    await confirmEmail(t.app, t.dataDir, member.email);
    expect((await openCheckout(t, member, withGift)).statusCode).toBe(200);
  });
});
