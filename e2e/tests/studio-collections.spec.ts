import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/studio';

/*
 * The console's Collections section (decision 045): the owner builds a playlist with the keyboard
 * alone (the class finder, the Move menu, the drag handle's keyboard sensor) and a member sees it in
 * that order at its page; the owner builds a series of two seasons and a member sees its episodes in
 * order. The list and the editors fit 375 and 1440 px, and axe finds nothing serious.
 */
test.use({ demoStudio: true });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OWNER = 'admin@demo.releve.test';

/** Titles of demo classes that are no series' episodes yet, from the finder the editors use. */
async function plainClasses(page: Page, count: number): Promise<string[]> {
  const hits = (await (await page.request.get('/api/studio/programs/lessons?q=a')).json()) as {
    lessons: { mediaId: string; title: string }[];
  };
  const titles: string[] = [];
  for (const hit of hits.lessons) {
    const media = (await (await page.request.get(`/api/v2/media/${hit.mediaId}`)).json()) as {
      playlist?: { contentType?: string; seriesId?: string }[];
    };
    const item = media.playlist?.[0];
    if (item?.contentType === 'video' && !item.seriesId && !titles.includes(hit.title))
      titles.push(hit.title);
    if (titles.length === count) return titles;
  }
  throw new Error('the demo studio has too few plain classes');
}

/** Finds `title` with the finder labelled `finder` and presses Enter on its Add button. */
async function addByKeyboard(page: Page, finder: string, title: string, list: string) {
  await page.getByRole('searchbox', { name: finder, exact: true }).fill(title);
  const add = page.getByRole('button', { name: `Add ${title} to ${list}`, exact: true }).first();
  await add.focus();
  await page.keyboard.press('Enter');
}

const shots = async (page: Page, name: string) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoSidewaysScroll(page);
    await snap(page, `${name}-${width}`, { fullPage: true });
  }
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });
};

test('the owner builds a playlist by keyboard; a member sees it in that order', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  const [first, second, third] = (await plainClasses(page, 3)) as [string, string, string];
  await page.goto('/studio/collections');
  await expect(page.getByTestId('collections-table')).toBeVisible();
  await shots(page, 'studio-collections-list');

  await page.getByTestId('new-item').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/studio\/collections\/playlists\/untitled-playlist/);
  await page.getByTestId('title').fill('Keyboard Barre');
  const finder = 'Find classes to add to Keyboard Barre';
  for (const title of [first, second, third]) await addByKeyboard(page, finder, title, 'Keyboard Barre');
  await expect(page.getByTestId('class-title')).toHaveText([first, second, third]);

  // The Move menu: the third to the top, said in the live region, the focus back on its trigger.
  await page.getByRole('button', { name: `Move ${third}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Move to…' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Position').selectOption('0');
  await page.getByRole('button', { name: 'Move', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('builder-announcer')).toHaveText(`${third} moved to position 1 of 3.`);
  await expect(page.getByRole('button', { name: `Move ${third}`, exact: true })).toBeFocused();
  // The drag handle's keyboard sensor: the last one up by one.
  const dndSays = (text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text });
  await page.getByRole('button', { name: `Drag ${second}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(dndSays(`${second} is over position 3 of 3.`)).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(dndSays(`${second} is over position 2 of 3.`)).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(dndSays(`${second} dropped at position 2 of 3.`)).toHaveCount(1);
  await expect(page.getByTestId('class-title')).toHaveText([third, second, first]);

  await page.getByTestId('save').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('editor-bar').getByRole('status')).toHaveText('Saved: members see it now.');
  await shots(page, 'studio-collections-playlist');
  const playlistPath = `/p/${new URL(page.url()).pathname.split('/').at(-1)}`;

  const context = await browser.newContext();
  const member = await context.newPage();
  await member.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(member);
  await member.goto(playlistPath);
  await expect(member.getByRole('heading', { level: 1, name: 'Keyboard Barre' })).toBeVisible();
  const main = member.getByRole('main');
  await expect(main.getByText(first, { exact: true }).first()).toBeVisible();
  const text = await main.innerText();
  expect(text.indexOf(third)).toBeLessThan(text.indexOf(second));
  expect(text.indexOf(second)).toBeLessThan(text.indexOf(first));
  await snap(member, 'studio-collections-member-playlist-1440');
  await context.close();
});

test('the owner builds a series of two seasons; a member sees its episodes in order', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  const [a, b, c] = (await plainClasses(page, 3)) as [string, string, string];
  await page.goto('/studio/collections?tab=series');
  await page.getByTestId('new-item').click();
  await expect(page).toHaveURL(/\/studio\/collections\/series\/untitled-series/);
  await page.getByTestId('title').fill('Turning Points');
  await page.getByTestId('add-season').click();
  await page.getByTestId('add-season').click();
  await page.getByLabel('Title of season 1').fill('Spotting');
  await page.getByLabel('Title of season 2').fill('Pirouettes');
  await addByKeyboard(page, 'Find classes to add to Spotting', a, 'Spotting');
  await addByKeyboard(page, 'Find classes to add to Spotting', b, 'Spotting');
  await addByKeyboard(page, 'Find classes to add to Pirouettes', c, 'Pirouettes');
  // b goes first within its season by the Move menu.
  await page.getByRole('button', { name: `Move ${b}`, exact: true }).click();
  await page.getByRole('button', { name: 'Move up' }).click();
  await expect(page.getByTestId('builder-announcer')).toHaveText(`${b} moved to position 1 of 2.`);
  await page.getByTestId('published').check();
  await page.getByTestId('save').click();
  await expect(page.getByTestId('editor-bar').getByRole('status')).toHaveText('Saved: members see it now.');
  await shots(page, 'studio-collections-series');
  const seriesPath = `/s/${new URL(page.url()).pathname.split('/').at(-1)}`;

  const context = await browser.newContext();
  const member = await context.newPage();
  await member.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(member);
  await member.goto(seriesPath);
  await expect(member.getByRole('heading', { level: 1, name: 'Turning Points' })).toBeVisible();
  await expect(member.getByRole('button', { name: /Spotting/ })).toBeVisible();
  await expect(member.getByRole('button', { name: /Pirouettes/ })).toBeVisible();
  const episodes = member.getByRole('main').getByRole('listitem').filter({ hasText: /S\d+/ });
  await expect(episodes).toHaveCount(3);
  const texts = await episodes.allInnerTexts();
  expect(texts.map((one) => [b, a, c].findIndex((title) => one.includes(title)))).toEqual([0, 1, 2]);
  await snap(member, 'studio-collections-member-series-1440');
  await context.close();
});
