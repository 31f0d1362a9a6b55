import { expect, type Page } from '@playwright/test';
import { latestMailTo } from '@releve/server/outbox';

export const PASSWORD = 'Releve-2026!';

let counter = 0;
/** A fresh e-mail address for one test, so tests never share an account. */
export function newEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.test`;
}

/**
 * Fills the open create-account dialog (the e-mail too, unless it came filled in), accepts the
 * required consent, creates the account and gives the personal details the demo studio asks for.
 */
export async function fillCreateAccount(
  page: Page,
  {
    email,
    password = PASSWORD,
    names = { first: 'Odette', last: 'Swan' },
  }: {
    email?: string;
    password?: string;
    names?: { first: string; last: string };
  } = {},
) {
  const dialog = page.getByRole('dialog', { name: 'Create account' });
  if (email !== undefined) await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel("I accept the studio's terms of membership.").check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const details = page.getByRole('dialog', { name: 'Personal details' });
  await details.getByLabel('First name').fill(names.first);
  await details.getByLabel('Last name').fill(names.last);
  await details.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Registers through the dialog, accepting the required consent and giving the personal
 * details the demo studio asks for; registration then goes on to the offers (§4: the studio sells
 * subscriptions), which this closes: ends signed in on `/`.
 */
export async function registerThroughDialog(
  page: Page,
  email: string,
  password = PASSWORD,
  names = { first: 'Anna', last: 'Dancer' },
) {
  await page.goto('/?u=create-account');
  await fillCreateAccount(page, { email, password, names });
  await expect(page.getByRole('dialog', { name: 'Personal details' })).toBeHidden();
  const offers = page.getByRole('dialog', { name: 'Choose an offer' });
  await offers.getByRole('button', { name: 'Close' }).click();
  await expect(offers).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * The newest e-mail the server's outbox holds for `address`, waiting for it to arrive. Mail goes out
 * after the reply (a reset or claim answers alike whether the address is known), so on a loaded
 * machine it can come after the page's 7 s; a person waits longer for an e-mail than for a page.
 */
export async function waitForMail(dataDir: string, address: string) {
  let found: Awaited<ReturnType<typeof latestMailTo>>;
  await expect
    .poll(
      async () => {
        found = await latestMailTo(dataDir, address);
        return !!found;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The address-confirmation link (decision 027) in an e-mail the server sent. */
export function confirmationLink(mail: { text: string }): URL {
  const link = mail.text.match(/https?:\/\/\S*u=verify-email\S*/)?.[0];
  if (!link) throw new Error(`No confirmation link in the e-mail:\n${mail.text}`);
  return new URL(link);
}

/** Password of the demo studio's accounts (visitor@, member@, live@, daypass@, annual@, new@, admin@demo.releve.test). */
export const DEMO_PASSWORD = 'dance-demo-2026';

/**
 * Signs in as one of the demo studio's accounts through the API the sign-in dialog calls (the dialog
 * itself is accounts.spec's subject; going through it here cost every test a page load and a form):
 * the request shares the page's cookies. Ends signed in on `/`, or for new@ (the welcome
 * questionnaire still to answer) on `/welcome`, whose page has no account menu.
 */
export async function signInAsDemo(page: Page, email = 'member@demo.releve.test') {
  const signInOnce = () =>
    page.request.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  let signIn = await signInOnce();
  // The demo studio is shared by every spec of a run, all from 127.0.0.1: past its 30 sign-ins a minute
  // the server says when to come back (better-auth's X-Retry-After), and a person would wait that long.
  for (let attempt = 0; signIn.status() === 429 && attempt < 2; attempt += 1) {
    const seconds = Number(signIn.headers()['x-retry-after'] ?? signIn.headers()['retry-after'] ?? 10);
    await page.waitForTimeout(Math.min(Math.max(seconds, 1), 60) * 1000);
    signIn = await signInOnce();
  }
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto('/');
  const welcome = page.getByRole('heading', { level: 1, name: /^Welcome!/ });
  await expect(page.getByRole('button', { name: 'Account menu' }).or(welcome)).toBeVisible();
}
