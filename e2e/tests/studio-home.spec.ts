import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/studio';

/*
 * The console's Home page editor (decision 044): the owner adds a rule row "10 minutes or shorter"
 * for members, moves it to the top with the Move menu, previews the home as a visitor (no such row)
 * and as a member (the row), publishes; a member sees it on the home page, a visitor does not. A row
 * of two hand-picked playlists, the second chosen put first, shows them in that order. The editor
 * fits 375 and 1440 px, and axe finds nothing serious.
 */
test.use({ demoStudio: true });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OWNER = 'admin@demo.releve.test';
const ROW = '10 minutes or shorter';
const PLAYLISTS_ROW = 'Playlists to start with';

test('the owner adds a rule row of short classes for members, previews and publishes it; a member sees it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  await page.goto('/studio/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home page' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home page' })).toBeVisible();

  await page.getByTestId('add-row-kind').selectOption('rule');
  await page.getByTestId('add-row').click();
  const row = page.getByTestId('home-row').last();
  await row.getByLabel('Row title').fill(ROW);
  await row.getByLabel('Who sees it').selectOption('all-members');
  await row.getByTestId('rule-max-minutes').fill('10');

  // To the top with the keyboard and the Move menu.
  await row.getByRole('button', { name: `Move ${ROW}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Move to…' }).click();
  await page.getByLabel('Position').selectOption({ index: 0 });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByTestId('home-row').first().getByRole('heading', { level: 3 })).toContainText(
    `Row 1: ${ROW}`,
  );

  // A row of two playlists, the second picked moved first.
  await page.getByTestId('add-row-kind').selectOption('playlists');
  await page.getByTestId('add-row').click();
  const playlistsRow = page.getByTestId('home-row').last();
  await playlistsRow.getByLabel('Row title').fill(PLAYLISTS_ROW);
  const choose = playlistsRow.getByLabel(`Add a playlist to ${PLAYLISTS_ROW}`);
  const picked: string[] = [];
  for (let n = 0; n < 2; n++) {
    picked.push((await choose.locator('option').nth(1).textContent()) ?? '');
    await choose.selectOption({ index: 1 });
    await playlistsRow.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await playlistsRow.getByRole('button', { name: `Move ${picked[1]}`, exact: true }).click();
  await page.getByRole('button', { name: 'Move up' }).click();
  const order = [picked[1], picked[0]];

  // The preview: a visitor would not see the row, a member would, its classes 10 minutes or shorter.
  const preview = page.getByTestId('home-preview');
  await page.getByLabel('A visitor').check();
  await page.getByTestId('show-preview').click();
  await expect(preview.getByRole('heading', { level: 3 })).toContainText('Home page as A visitor');
  await expect(preview.getByText(ROW, { exact: true })).toHaveCount(0);
  await page.getByLabel('A member').check();
  await page.getByTestId('show-preview').click();
  await expect(preview.getByRole('heading', { level: 3 })).toContainText('Home page as A member');
  await expect(preview.getByText(ROW, { exact: true }).first()).toBeVisible();

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoSidewaysScroll(page);
    await snap(page, `studio-home-editor-${width}`, { fullPage: true });
  }
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByTestId('publish-home').click();
  await expect(page.getByTestId('home-bar').getByRole('status')).toHaveText(
    'Published: members see the new home page.',
  );

  // A member sees the row first on the home page; a visitor does not see it at all.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(member);
  await member.goto('/');
  await expect(member.getByText(ROW, { exact: true }).first()).toBeVisible();
  // The home draws more rows as the member scrolls down to them.
  const heading = member.getByRole('heading', { level: 2, name: PLAYLISTS_ROW });
  await expect(async () => {
    await member.mouse.wheel(0, 1500);
    await expect(heading).toBeVisible({ timeout: 500 });
  }).toPass();
  const shelf = member.locator('section').filter({ has: heading });
  await expect(shelf.getByRole('link')).toHaveCount(2);
  const tiles = await shelf.getByRole('link').allTextContents();
  expect(tiles.map((text, n) => text.includes(order[n] ?? '-'))).toEqual([true, true]);
  await heading.scrollIntoViewIfNeeded();
  await snap(member, 'studio-home-member-1440');
  await memberContext.close();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await expect(visitor.getByTestId('class-of-the-day').or(visitor.locator('main h2')).first()).toBeVisible();
  await expect(visitor.getByText(ROW, { exact: true })).toHaveCount(0);
  await visitorContext.close();
});
