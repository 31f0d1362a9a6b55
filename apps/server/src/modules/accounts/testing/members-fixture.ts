import { schema } from '@releve/db';
import { eq } from 'drizzle-orm';
import { registerUser, type SignedIn } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/test-app';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * One member for each of the Members list's segments (decision 047), made of the rows billing and
 * the membership service write: a subscription row in each state, products, day passes, the pass24 tag.
 */
export async function membersOfEverySegment(t: TestApp, now: Date) {
  const db = t.database.db;
  const at = (ms: number) => new Date(now.getTime() + ms);
  await db
    .insert(schema.offer)
    .values({
      id: 'S_MEMBERS',
      key: 'members-monthly',
      title: 'Members Monthly',
      kind: 'subscription',
      currency: 'usd',
      price: 1900,
    })
    .onConflictDoNothing();
  const member = async (email: string, first = '', last = '') => {
    const signed = await registerUser(t.app, email);
    await db
      .update(schema.user)
      .set({ firstName: first, lastName: last })
      .where(eq(schema.user.id, signed.userId));
    return signed;
  };
  const subscribe = (who: SignedIn, id: string, values: Partial<typeof schema.subscription.$inferInsert>) =>
    db.insert(schema.subscription).values({
      id,
      userId: who.userId,
      offerId: 'S_MEMBERS',
      provider: 'sandbox',
      providerSubscriptionId: `p_${id}`,
      status: 'recurrent',
      currentPeriodEnd: at(20 * DAY),
      currency: 'usd',
      ...values,
    });
  const hold = (who: SignedIn, values: Partial<typeof schema.product.$inferInsert>) =>
    db.insert(schema.product).values({
      userId: who.userId,
      type: 'on-demand',
      createdAt: now,
      expiresAt: at(30 * DAY),
      source: 'seed',
      ...values,
    });

  const tina = await member('tina.trial@example.test', 'Tina', 'Trial');
  await subscribe(tina, 'sub_tina', {
    status: 'free-trial',
    currentPeriodEnd: at(7 * DAY),
    nextPaymentAt: at(7 * DAY),
  });
  await hold(tina, { isRecurring: true, expiresAt: at(7 * DAY), source: 'sub_tina' });
  await db.update(schema.user).set({ unusedDayPasses: 2 }).where(eq(schema.user.id, tina.userId));

  const sam = await member('sam.subscriber@example.test', 'Sam', 'Subscriber');
  await subscribe(sam, 'sub_sam', { nextPaymentAt: at(20 * DAY), nextPaymentPrice: 1900 });
  await hold(sam, { isRecurring: true, expiresAt: at(20 * DAY), source: 'sub_sam' });

  // Renewing live access the owner granted, with no subscription behind it (the demo's live member).
  const lena = await member('lena.live@example.test', 'Lena', 'Live');
  await hold(lena, { type: 'live', isRecurring: true, source: 'admin' });

  const paula = await member('paula.pass@example.test', 'Paula', 'Pass');
  await hold(paula, { createdAt: at(-10 * DAY), expiresAt: at(355 * DAY), source: 'order_1' });

  const dora = await member('dora.daypass@example.test', 'Dora', 'Daypass');
  await db.update(schema.user).set({ unusedDayPasses: 3 }).where(eq(schema.user.id, dora.userId));

  const pete = await member('pete.pastdue@example.test', 'Pete', 'Pastdue');
  await subscribe(pete, 'sub_pete', {
    status: 'past_due',
    currentPeriodEnd: at(-DAY),
    graceUntil: at(6 * DAY),
  });
  await hold(pete, { isRecurring: true, expiresAt: at(6 * DAY), source: 'sub_pete' });

  const carl = await member('carl.cancelled@example.test', 'Carl', 'Cancelled');
  await subscribe(carl, 'sub_carl', {
    cancelAtPeriodEnd: true,
    currentPeriodEnd: at(10 * DAY),
    nextPaymentAt: at(10 * DAY),
  });
  await hold(carl, { isRecurring: true, expiresAt: at(10 * DAY), source: 'sub_carl' });

  const nina = await member('nina.newsletter@example.test', 'Nina', 'Newsletter');
  await hold(nina, { createdAt: at(-HOUR), expiresAt: at(23 * HOUR), source: 'order_24' });
  await db
    .update(schema.user)
    .set({ tags: ['pass24'] })
    .where(eq(schema.user.id, nina.userId));

  // Paused (issue 35): paid to a date ahead, nothing charged until the pause's end.
  const pia = await member('pia.paused@example.test', 'Pia', 'Paused');
  await subscribe(pia, 'sub_pia', {
    currentPeriodEnd: at(5 * DAY),
    nextPaymentAt: at(65 * DAY),
    pausedUntil: at(65 * DAY),
  });
  await hold(pia, { isRecurring: true, expiresAt: at(5 * DAY), source: 'sub_pia' });

  // Held things once, all over now: an ended subscription, an expired pass, a used 24-hour pass.
  const ned = await member('ned.none@example.test', 'Ned', 'None');
  await subscribe(ned, 'sub_ned', {
    status: 'canceled',
    currentPeriodEnd: at(-5 * DAY),
    endedAt: at(-5 * DAY),
  });
  await hold(ned, { createdAt: at(-400 * DAY), expiresAt: at(-35 * DAY) });
  await db
    .update(schema.user)
    .set({ tags: ['pass24'] })
    .where(eq(schema.user.id, ned.userId));

  return { tina, sam, lena, paula, dora, pete, carl, pia, nina, ned };
}

export type MembersFixture = Awaited<ReturnType<typeof membersOfEverySegment>>;
