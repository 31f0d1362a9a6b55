import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * The studio console (decision 037): staff open it from the account menu, find their sections in its
 * sidebar, move with the keyboard; the owner gives, changes and takes roles (the last owner kept) and
 * reads the activity log, filtered in the page's address; anyone else gets the site's not-found page
 * and not a byte of the console.
 */
test.use({ demoStudio: true });
// Every section at two widths (a test per width), each checked by axe (the home editor's long form is the
// slowest): a loaded 2-core machine took over 150 s for both widths in one test. The tests share nothing
// (each worker has a studio of its own, and the role test gives member@'s role back), so the two walks
// may run on both workers at once. Eleven sections (Cancellations, decision 050) took the 375 px walk past
// 150 s on a loaded machine: 180 s.
test.describe.configure({ timeout: 180_000 });

const OWNER = 'admin@demo.releve.test';
const MEMBER = 'member@demo.releve.test';

/** Every console page of an owner, as the sidebar names it, with its path (and its title, where longer). */
const ownerPages: readonly (readonly [string, string, string?])[] = [
  ['Classes', '/studio/classes'],
  ['Uploads', '/studio/uploads'],
  ['Programs', '/studio/programs'],
  ['Collections', '/studio/collections'],
  ['Home page', '/studio/home'],
  ['Live', '/studio/live', 'Live schedule'],
  ['Library', '/studio/library'],
  ['Members', '/studio/members'],
  ['Offers', '/studio/offers'],
  ['Coupons', '/studio/coupons'],
  ['Promotions', '/studio/promotions'],
  ['Cancellations', '/studio/cancellations'],
  ['Insights', '/studio/insights'],
  ['Staff', '/studio/settings/staff'],
  ['Activity', '/studio/settings/activity'],
];

/** The page's layout holds: nothing wider than the window, the sidebar (or menu) beside or above the page. */
async function expectLayoutFits(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  const main = await page.getByRole('main').boundingBox();
  const nav = page.getByRole('navigation', { name: 'Studio sections' });
  expect(main).not.toBeNull();
  if (await nav.isVisible()) {
    const box = await nav.boundingBox();
    if (!box || !main) throw new Error('no boxes');
    const beside = box.x + box.width <= main.x + 1;
    const above = box.y + box.height <= main.y + 1;
    expect(beside || above, 'the sidebar does not cover the page').toBe(true);
  }
  for (const table of await page.locator('table').all()) {
    const box = await table.boundingBox();
    const region = await table.locator('xpath=..').boundingBox();
    if (box && region && main) {
      expect(region.x + region.width).toBeLessThanOrEqual(main.x + main.width + 1);
    }
  }
}

/** Opens every owner page at this width: its title, its layout within the window, a screenshot, axe. */
async function walkOwnerPages(page: Page, width: number) {
  for (const [name, path, title = name] of ownerPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    if (name === 'Staff') await expect(page.locator('table')).toBeVisible();
    if (name === 'Activity')
      await expect(page.locator('table').or(page.getByTestId('audit-empty'))).toBeVisible();
    await expectLayoutFits(page);
    await snap(page, `studio-${name.toLowerCase().replace(' ', '-')}-${width}`);
    await expectAccessible(page);
  }
}

test('an owner opens the console from the account menu and moves through it with the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  // From the home page, as an owner arrives.
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Studio console' }).click();
  await expect(page).toHaveURL(/\/studio\/classes$/);
  const nav = page.getByRole('navigation', { name: 'Studio sections' });
  await expect(nav.locator('a[data-section]')).toHaveText(ownerPages.map(([name]) => name));
  await expect(nav.getByRole('link', { name: 'Classes' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();

  // From the sidebar's first link, Tab reaches Uploads; Enter opens it and the focus is on its title.
  await nav.getByRole('link', { name: 'Classes' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Uploads' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/studio\/uploads$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Uploads' })).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Uploads' })).toHaveAttribute('aria-current', 'page');

  await walkOwnerPages(page, 1440);
});

test('every console page fits 375 px, its sidebar a menu that opens above the page and closes with Escape', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsDemo(page, OWNER);
  await walkOwnerPages(page, 375);
  const nav = page.getByRole('navigation', { name: 'Studio sections' });
  const menu = page.getByRole('button', { name: 'Sections' });
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(nav).toBeVisible();
  await expectLayoutFits(page);
  await snap(page, 'studio-menu-375');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
});

/**
 * Each row's controls lie inside its card with room to spare: the table's region does not scroll
 * sideways, and every select and button of the staff list keeps 8 px from the region's edges.
 */
async function expectStaffRowsInside(page: Page) {
  const region = page.getByRole('region', { name: "The studio's staff" });
  const box = await region.boundingBox();
  if (!box) throw new Error('no staff list');
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, 'the staff list does not scroll sideways').toBeLessThanOrEqual(clientWidth);
  for (const control of await region.locator('select, button').all()) {
    const inner = await control.boundingBox();
    if (!inner) throw new Error('a control is not drawn');
    expect(inner.x, 'a control keeps off the left edge').toBeGreaterThanOrEqual(box.x + 8);
    expect(inner.x + inner.width, 'a control keeps off the right edge').toBeLessThanOrEqual(
      box.x + box.width - 8,
    );
  }
}

test('the owner gives member@ a role, changes it in its row, is kept as the last owner, and takes it away after a confirmation; the activity log lists, filters and keeps its filters in the address', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  await page.goto('/studio/settings/staff');
  const form = page.getByRole('form', { name: 'Give a role' });
  await form.getByLabel('E-mail').fill('nobody@demo.releve.test');
  await form.getByRole('button', { name: 'Save role' }).click();
  await expect(form.getByText('No account has this e-mail')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('E-mail').fill(MEMBER);
  await form.getByLabel('Role').selectOption('contributor');
  await form.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${MEMBER} is now Contributor.` })).toBeVisible();
  const staff = page.getByRole('region', { name: "The studio's staff" });
  const memberRole = staff.getByRole('combobox', { name: `Role of ${MEMBER}` });
  await expect(memberRole).toHaveValue('contributor');

  // The contributor, in a browser of their own, finds Classes and Uploads, no Settings.
  const memberContext = await browser.newContext({ baseURL: page.url() });
  const memberPage = await memberContext.newPage();
  await signInAsDemo(memberPage, MEMBER);
  const opened = await memberPage.goto('/studio/classes');
  expect(opened?.status()).toBe(200);
  const nav = memberPage.getByRole('navigation', { name: 'Studio sections' });
  await expect(nav.locator('a[data-section]')).toHaveText(['Classes', 'Uploads']);
  await expect(nav.getByText('Settings')).toHaveCount(0);
  await snap(memberPage, 'studio-contributor-1440');

  // In the row: another's role changes at once.
  await memberRole.selectOption('instructor');
  await expect(page.getByRole('status').filter({ hasText: `${MEMBER} is now Instructor.` })).toBeVisible();
  await expect(memberRole).toHaveValue('instructor');

  // The owner stepping down is asked first; as the last owner, the server keeps them and says why.
  const ownRole = staff.getByRole('combobox', { name: `Role of ${OWNER}` });
  await ownRole.selectOption('instructor');
  const stepDown = page.getByRole('alertdialog', { name: 'Step down as owner?' });
  await expect(stepDown.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await stepDown.getByRole('button', { name: 'Step down' }).click();
  await expect(page.getByRole('alert')).toContainText('The studio needs at least one owner');
  await expect(ownRole).toHaveValue('owner');

  // Two rows, at both widths: each row's controls inside its card (the role overran it at 375 px).
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectStaffRowsInside(page);
    await expectLayoutFits(page);
    await snap(page, `studio-staff-roles-${width}`, { fullPage: width === 375 });
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Taking the role is confirmed first.
  await staff.getByRole('button', { name: `Take the staff role from ${MEMBER}` }).click();
  const take = page.getByRole('alertdialog', { name: `Take the staff role from ${MEMBER}?` });
  await take.getByRole('button', { name: 'Take the role' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${MEMBER} is no longer staff.` })).toBeVisible();
  await expect(staff.getByRole('row', { name: new RegExp(MEMBER) })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Studio sections' })
    .getByRole('link', { name: 'Activity' })
    .click();
  const log = page.getByRole('region', { name: 'Changes made in the console, newest first' });
  const rows = log.getByRole('row').filter({ hasText: MEMBER });
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(OWNER);
  await expect(rows.first()).toContainText('Changed a staff role');
  await expect(rows.nth(1)).toContainText('Role: Contributor');
  await expect(rows.nth(1)).toContainText('Instructor');
  await expect(rows.first().locator('time')).toHaveAttribute('title', /\d{4} at \d/);

  // Filters go into the address; a reload keeps them, Back undoes the last.
  await page.getByLabel('Kind of change').selectOption({ label: 'Changed a staff role' });
  await expect(page).toHaveURL(/\?action=staff\.role$/);
  await page.getByLabel('Who').selectOption({ label: OWNER });
  await expect(page).toHaveURL(/\?actor=[^&]+&action=staff\.role$/);
  await expect(rows).toHaveCount(3);
  await page.reload();
  await expect(page.getByLabel('Kind of change')).toHaveValue('staff.role');
  await expect(page.getByLabel('Who')).not.toHaveValue('');
  await expect(rows).toHaveCount(3);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectLayoutFits(page);
    await snap(page, `studio-activity-entries-${width}`, { fullPage: width === 375 });
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByLabel('From').fill('2099-01-01');
  await expect(page).toHaveURL(/&from=2099-01-01$/);
  await expect(page.getByTestId('audit-empty')).toContainText('No changes match these filters');
  await page.goBack();
  await expect(page).toHaveURL(/\?actor=[^&]+&action=staff\.role$/);
  await expect(page.getByLabel('From')).toHaveValue('');
  await expect(rows).toHaveCount(3);

  // The role is gone at once: the console is the site's not-found page again.
  const refused = await memberPage.goto('/studio/classes');
  expect(refused?.status()).toBe(404);
  await expect(memberPage.getByTestId('not-found')).toBeVisible();
  await memberContext.close();
});

/** The console's script, as the build names it (the server links it in staff pages alone). */
const consoleScript = (): string => {
  const dist = process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
  return JSON.parse(readFileSync(path.join(dist, 'page-preloads.json'), 'utf8')).studio.js[0];
};

test('a member who opens /studio gets the not-found page and none of the console', async ({ page }) => {
  await signInAsDemo(page, MEMBER);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of ['/studio', '/studio/settings/staff']) {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Studio sections' })).toHaveCount(0);
    expect(await page.locator('#studio-console').count()).toBe(0);
  }
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('link', { name: 'Studio console' })).toHaveCount(0);
  expect(scripts.some((url) => url.endsWith(consoleScript()))).toBe(false);
  const unknown = await page.request.get('/no-such-page');
  const studio = await page.request.get('/studio');
  expect(await studio.text()).toBe(await unknown.text());
  await expectAccessible(page);
});
