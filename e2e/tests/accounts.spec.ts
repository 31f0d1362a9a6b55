import { newEmail, PASSWORD, registerThroughDialog, waitForMail } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

test.describe('register, sign in, sign out', () => {
  test('a visitor registers, sees their menu, logs out to home', async ({ page }) => {
    const email = newEmail('register');
    await registerThroughDialog(page, email);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText('Hi, Anna')).toBeVisible();
    await expect(page.getByText('0 classes taken')).toBeVisible();
    await expect(page.getByText('Day Passes: 0')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('AD');
    await snap(page, 'account-menu-1440');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('registration checks the e-mail, the password rule, the consent and existing accounts', async ({
    page,
  }) => {
    const email = newEmail('checks');
    await registerThroughDialog(page, email);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();

    await page.goto('/?u=create-account');
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await dialog.getByLabel('E-mail').fill('not-an-email');
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('short1');
    await expect(dialog.getByTestId('password-strength')).toHaveText('Too weak');
    await password.fill('abcdefg1');
    await expect(dialog.getByTestId('password-strength')).toHaveText('Weak');
    await password.fill('Abcdefg12!');
    await expect(dialog.getByTestId('password-strength')).toHaveText('Very strong');
    await password.fill('abcdefgh');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('Please enter a valid e-mail address')).toBeVisible();
    await expect(
      dialog.getByText('Use at least 8 characters with a lowercase letter and a number').first(),
    ).toBeVisible();
    await expect(dialog.getByText('Please accept to continue')).toBeVisible();

    await dialog.getByLabel('E-mail').fill(email);
    await password.fill(PASSWORD);
    await dialog.getByLabel("I accept the studio's terms of membership.").check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('An account with this e-mail already exists')).toBeVisible();
    await expect(password).toHaveValue('');
  });

  test('sign in: a wrong password is refused and cleared; the right one signs in and leaves the URL', async ({
    page,
  }) => {
    const email = newEmail('signin');
    await registerThroughDialog(page, email);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();

    await page.goto('/pricing?u=login');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('E-mail').fill(email);
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('wrong-password-1');
    await dialog.getByRole('button', { name: 'Show' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText('Incorrect e-mail and password combination')).toBeVisible();
    await expect(password).toHaveValue('');

    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test.describe('passwords', () => {
  test('forgot password -> e-mail -> reset -> sign in with the new password', async ({ page, server }) => {
    const email = newEmail('reset');
    await registerThroughDialog(page, email);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();

    await page.goto('/?u=login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByLabel('E-mail').fill(email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('dialog', { name: 'Check your e-mail' })).toContainText(
      `If an account exists for ${email}`,
    );

    const mail = await waitForMail(server.dataDir, email);
    expect(mail.subject).toBe('Reset your password');
    const link = /https?:\/\/\S+resetPasswordToken=\S+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await reset.getByLabel('New password', { exact: true }).fill('New-pass-2027');
    await reset.getByLabel('Confirm new password').fill('New-pass-2027');
    await reset.getByRole('button', { name: 'Save new password' }).click();

    const login = page.getByRole('dialog', { name: 'Sign in' });
    await expect(login.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('New-pass-2027');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    // The link worked once.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(link!);
    const again = page.getByRole('dialog', { name: 'Reset password' });
    await again.getByLabel('New password', { exact: true }).fill('Other-pass-2028');
    await again.getByLabel('Confirm new password').fill('Other-pass-2028');
    await again.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      again.getByText('This link has expired or was already used. Ask for a new one.'),
    ).toBeVisible();
  });

  test('asking a reset for an unknown address answers the same', async ({ page }) => {
    await page.goto('/?u=forgot-password');
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByLabel('E-mail').fill('nobody-here@example.test');
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('dialog', { name: 'Check your e-mail' })).toContainText(
      'If an account exists for nobody-here@example.test',
    );
  });
});

test.describe('dialog rules', () => {
  test('a view that needs a session sends a visitor to sign in', async ({ page }) => {
    await page.goto('/?u=delete-account');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/u=login/);
  });

  test('with an e-mail in the link: create-account, the e-mail locked, the dialog not closable', async ({
    page,
  }) => {
    await page.goto('/?u=personal-details&email=new.dancer%40example.test');
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await expect(dialog.getByLabel('E-mail')).toHaveValue('new.dancer@example.test');
    await expect(dialog.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  });

  const sizes: [number, number][] = [
    [375, 740],
    [1440, 900],
  ];
  for (const [width, height] of sizes) {
    for (const [view, title] of [
      ['login', 'Sign in'],
      ['create-account', 'Create account'],
      ['forgot-password', 'Forgot password'],
      ['reset-password', 'Reset password'],
      ['simultaneous-logins', 'Signed in elsewhere'],
      ['send-confirmation', 'Check your e-mail'],
      ['edit-password', 'Edit password'],
    ]) {
      test(`the ${view} view at ${width} px is accessible`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.goto(`/?u=${view}`);
        await expect(page.getByRole('dialog', { name: title })).toBeVisible();
        await expect(page.getByRole('dialog').getByRole('button').first()).toBeVisible();
        await snap(page, `dialog-${view}-${width}`);
        await expectAccessible(page);
      });
    }
  }
});

test('a browser pushed out by newer sign-ins lands on the simultaneous-logins view', async ({
  page,
  browser,
  server,
}) => {
  const email = newEmail('sessions');
  await registerThroughDialog(page, email);
  // Three more browsers sign in; the server keeps 3 sessions, so the first one ends.
  for (let i = 0; i < 3; i++) {
    const other = await browser.newContext({ baseURL: server.url });
    const response = await other.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers: { origin: server.url },
    });
    expect(response.status()).toBe(200);
    await other.close();
  }
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Signed in elsewhere' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
});

test('personal details after registration: required names, a real birth date, the studio question', async ({
  page,
}) => {
  await page.goto('/?u=create-account');
  const register = page.getByRole('dialog', { name: 'Create account' });
  await register.getByLabel('E-mail').fill(newEmail('capture'));
  await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await register.getByLabel("I accept the studio's terms of membership.").check();
  await register.getByRole('button', { name: 'Create account' }).click();

  const details = page.getByRole('dialog', { name: 'Personal details' });
  await details.getByLabel('Birth date').fill('1990-02-31');
  await details.getByRole('button', { name: 'Continue' }).click();
  await expect(details.getByText('This field is required')).toHaveCount(2);
  await expect(details.getByText('Please enter a valid date (YYYY-MM-DD)')).toBeVisible();
  await snap(page, 'dialog-personal-details-1440');
  await expectAccessible(page);

  await details.getByLabel('First name').fill('Marie');
  await details.getByLabel('Last name').fill('Taglioni');
  await details.getByLabel('Birth date').fill('1990-02-28');
  await details.getByLabel('How long have you been dancing?').selectOption('2 to 10 years');
  await details.getByRole('button', { name: 'Continue' }).click();
  await expect(details).toBeHidden();
  // Registration goes on to the offers (§4), which the new member may close.
  const offers = page.getByRole('dialog', { name: 'Choose an offer' });
  await offers.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText('Hi, Marie')).toBeVisible();
});

test('a member changes the password with the old one, then signs in with the new one', async ({ page }) => {
  const email = newEmail('change');
  await registerThroughDialog(page, email);
  await page.goto('/?u=edit-password');
  const dialog = page.getByRole('dialog', { name: 'Edit password' });
  await dialog.getByLabel('Current password').fill('not-my-password-1');
  await dialog.getByLabel('New password', { exact: true }).fill('Changed-pass-2027');
  await dialog.getByLabel('Confirm new password').fill('Changed-pass-2027');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('The current password is not correct')).toBeVisible();
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  // Changed: this device signs in again, with the new password.
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await expect(
    login.getByText('Your password was changed and other devices were signed out. Sign in with the new one.'),
  ).toBeVisible();
  await snap(page, 'dialog-edit-password-done');
  await expectAccessible(page);
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('Changed-pass-2027');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
