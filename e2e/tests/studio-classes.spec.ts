import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * The console's Classes (decision 038): the owner makes a class, a bad value is told beside its field,
 * the class is published and a member finds it and opens its page; two classes are changed at once;
 * a contributor edits but is told why they cannot publish; the list keeps its query in the address
 * (a reload keeps it, Back returns to the one before), sorts by its headers and deletes a draft. The
 * list and the editor fit 375 px.
 */
test.use({ demoStudio: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const OWNER = 'admin@demo.releve.test';
const MEMBER = 'member@demo.releve.test';
// Not member@: the console spec counts the activity log's lines about her, on the same demo server.
const CONTRIBUTOR = 'new@demo.releve.test';
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** Nothing is wider than the window, and the element lies within it. */
async function expectFits(page: Page, testId: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  const box = await page.getByTestId(testId).boundingBox();
  expect(box).not.toBeNull();
  if (box) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(innerWidth + 1);
  }
}

test('the owner makes a class, is told of a bad value beside its field, publishes it; a member finds it and opens it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  await page.goto('/studio/classes');
  await expect(page.getByTestId('classes-table')).toBeVisible();
  await page.getByTestId('new-class').click();
  await expect(page).toHaveURL(/\/studio\/classes\/[A-Za-z0-9]{8}$/);
  const editor = page.getByTestId('class-editor');

  // The form's own check (the server's schema): an empty title.
  await editor.getByLabel('Title').fill('');
  await editor.getByTestId('save-class').click();
  await expect(editor.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByText('A class needs a title')).toBeVisible();

  // The server's check against the catalogue: a trailer that does not exist, told beside its field.
  await editor.getByLabel('Title').fill('Glissade Quintessence');
  await editor.getByLabel('Description').fill('Travelling steps, light and quick.');
  await editor.getByLabel('Instructor').fill('Maria Lopez');
  await editor.getByLabel('Level').selectOption('intermediate');
  await editor.getByLabel('Style').selectOption({ index: 1 });
  await editor.getByLabel('Who may watch').selectOption('free');
  await editor.getByLabel('Trailer (a class id)').fill('zzzzzzzz');
  await editor.getByTestId('save-class').click();
  await expect(editor.getByLabel('Trailer (a class id)')).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.getByText('No class has this id')).toBeVisible();
  await expect(editor.getByLabel('Title')).not.toHaveAttribute('aria-invalid', 'true');

  await editor.getByLabel('Trailer (a class id)').fill('');
  await editor.getByTestId('save-class').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Glissade Quintessence' })).toBeVisible();
  await expect(page.getByTestId('publishing')).toContainText('A draft');
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectFits(page, 'class-editor');
    await expectFits(page, 'publishing');
    await snap(page, `studio-class-editor-${width}`);
  }
  await expectAccessible(page);

  await page.getByTestId('publish-now').click();
  await expect(page.getByTestId('publishing')).toContainText('Published');
  await expect(page.getByTestId('unpublish')).toBeVisible();

  const member = await browser.newContext({ baseURL: page.url() });
  const memberPage = await member.newPage();
  await signInAsDemo(memberPage, MEMBER);
  await memberPage.goto('/search?q=glissade%20quintessence');
  const results = memberPage.getByRole('list', { name: 'Results' });
  await results
    .getByRole('link', { name: /Glissade Quintessence/ })
    .first()
    .click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Glissade Quintessence' })).toBeVisible();
  await expect(memberPage.getByText('Maria Lopez').first()).toBeVisible();
  await member.close();
});

test('the owner changes two classes at once from the list; the list fits 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  const ids: string[] = [];
  for (const title of ['Bulk Sauté One', 'Bulk Sauté Two']) {
    const res = await page.request.post('/api/studio/classes', { data: { title }, headers: origin(page) });
    expect(res.status()).toBe(201);
    ids.push((await res.json()).class.id);
  }
  await page.goto('/studio/classes');
  await page.getByLabel('Search classes').fill('bulk saute');
  const table = page.getByTestId('classes-table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.getByRole('checkbox', { name: 'Select Bulk Sauté One' }).check();
  await table.getByRole('checkbox', { name: 'Select Bulk Sauté Two' }).check();
  const bulk = page.getByTestId('bulk-edit');
  await expect(bulk.getByRole('heading')).toHaveText('Change 2 selected classes');
  await bulk.getByLabel('Level').selectOption('advanced');
  await bulk.getByLabel('Instructor').fill('Nina Petrova');
  await bulk.getByLabel('Add tags').fill('saute practice, petit allegro');
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectFits(page, 'class-filters');
    await expectFits(page, 'classes-table');
    await expectFits(page, 'bulk-edit');
    await snap(page, `studio-classes-list-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await bulk.getByTestId('bulk-apply').click();
  await expect(bulk).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Bulk Sauté One/ })).toContainText('Nina Petrova');
  await expect(table.getByRole('row', { name: /Bulk Sauté Two/ })).toContainText('Advanced');
  for (const id of ids) {
    const one = await (await page.request.get(`/api/studio/classes/${id}`)).json();
    expect(one.class).toMatchObject({
      level: 'advanced',
      instructor: 'Nina Petrova',
      tags: ['saute practice', 'petit allegro'],
    });
  }
  await expectAccessible(page);
});

test('a contributor edits a class but is told why they cannot publish it', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  const made = await page.request.post('/api/studio/classes', {
    data: { title: 'Contributor Port de Bras' },
    headers: origin(page),
  });
  const id = (await made.json()).class.id as string;
  const given = await page.request.put('/api/studio/staff', {
    data: { email: CONTRIBUTOR, role: 'contributor' },
    headers: origin(page),
  });
  expect(given.status()).toBe(200);

  const contributor = await browser.newContext({ baseURL: page.url() });
  const contributorPage = await contributor.newPage();
  await signInAsDemo(contributorPage, CONTRIBUTOR);
  await contributorPage.goto(`/studio/classes/${id}`);
  const editor = contributorPage.getByTestId('class-editor');
  await editor.getByLabel('Description').fill('Arms that breathe.');
  await editor.getByTestId('save-class').click();
  await expect(contributorPage.getByText('Saved.')).toBeVisible();
  await expect(contributorPage.getByTestId('may-not-publish')).toContainText('not publish');
  await expect(contributorPage.getByTestId('publish-now')).toHaveCount(0);
  const refused = await contributorPage.request.post(`/api/studio/classes/${id}/publish`, {
    data: {},
    headers: origin(contributorPage),
  });
  expect(refused.status()).toBe(403);
  await contributor.close();
  await page.request.put('/api/studio/staff', {
    data: { email: CONTRIBUTOR, role: null },
    headers: origin(page),
  });
});

/** The titles of the table's rows, in order. */
const rowTitles = (page: Page) =>
  page.getByTestId('classes-table').locator('tbody tr td:nth-child(2)').allTextContents();

test('the list keeps its query in the address: a reload keeps it, Back returns, headers sort either way', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  await page.goto('/studio/classes');
  const table = page.getByTestId('classes-table');
  await expect(table).toBeVisible();
  // The demo studio's 5,000 classes: counted to 1,000, then estimated.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/of about [\d,]+/);

  await page.getByLabel('Level').selectOption('beginner');
  await expect(page).toHaveURL(/\/studio\/classes\?level=beginner$/);
  await page.getByLabel('Search classes').fill('barre');
  await expect(page).toHaveURL(/\?q=barre&level=beginner$/);
  await expect(table.getByRole('row').nth(1)).toContainText(/barre/i);

  const title = table.getByRole('columnheader', { name: /Title/ });
  await title.getByRole('button').click();
  await expect(page).toHaveURL(/sort=title$/);
  await expect(title).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('columnheader', { name: /Changed/ })).toHaveAttribute('aria-sort', 'none');
  // The header says the new order at once; the rows follow when the server answers. The database's
  // collation is C: titles in the order of their characters' codes, as sort() gives.
  const sortedTitles = async (order: 'asc' | 'desc') => {
    const titles = await rowTitles(page);
    const sorted = [...titles].sort();
    if (order === 'desc') sorted.reverse();
    return titles.length > 1 && titles.join('\n') === sorted.join('\n') ? titles : null;
  };
  await expect.poll(() => sortedTitles('asc')).not.toBeNull();
  const ascending = (await sortedTitles('asc')) ?? [];
  await title.getByRole('button').click();
  await expect(page).toHaveURL(/sort=title&order=desc$/);
  await expect(title).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => sortedTitles('desc')).not.toBeNull();
  const descending = (await sortedTitles('desc')) ?? [];
  expect((ascending[0] ?? '') < (descending[0] ?? '')).toBe(true);

  await page.getByLabel('Per page').selectOption('50');
  await expect(page).toHaveURL(/pageSize=50$/);
  await expect(table.locator('tbody tr')).toHaveCount(50);
  const filtered = page.url();

  // A reload shows the same list: the address holds all of it.
  await page.reload();
  await expect(page.getByLabel('Search classes')).toHaveValue('barre');
  await expect(page.getByLabel('Level')).toHaveValue('beginner');
  await expect(page.getByLabel('Per page')).toHaveValue('50');
  await expect(table.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'descending');
  expect(page.url()).toBe(filtered);

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectFits(page, 'class-filters');
    await expectFits(page, 'classes-table');
    await snap(page, `studio-classes-filtered-${width}`);
    // The table and its pager, scrolled to, as a phone shows them.
    await page.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded();
    await snap(page, `studio-classes-filtered-${width}-pager`);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Back: the list before each change, in turn.
  await page.goBack();
  await expect(page).toHaveURL(/sort=title&order=desc$/);
  await expect(page.getByLabel('Per page')).toHaveValue('25');
  await page.goBack();
  await expect(page).toHaveURL(/sort=title$/);
  await expect(table.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');

  // An address with a part the API refuses shows the rest of it, and is put right.
  await page.goto('/studio/classes?level=beginner&sort=views&pageSize=7000');
  await expect(page).toHaveURL(/\/studio\/classes\?level=beginner$/);
  await expect(page.getByLabel('Level')).toHaveValue('beginner');
});

test('the owner deletes a draft from the list, after a confirmation; a published class has no Delete', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  for (const title of ['Delete Me Développé', 'Keep Me Développé']) {
    const res = await page.request.post('/api/studio/classes', { data: { title }, headers: origin(page) });
    expect(res.status()).toBe(201);
    if (title.startsWith('Keep')) {
      const id = (await res.json()).class.id as string;
      await page.request.post(`/api/studio/classes/${id}/publish`, { data: {}, headers: origin(page) });
    }
  }
  await page.goto('/studio/classes?q=me%20d%C3%A9velopp%C3%A9&sort=title');
  const table = page.getByTestId('classes-table');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.getByRole('button', { name: 'Delete Keep Me Développé' })).toHaveCount(0);
  await snap(page, 'studio-classes-draft-row-1440');
  // At 375 px Delete is by the title, in reach without scrolling the table sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  const remove = table.getByRole('button', { name: 'Delete Delete Me Développé' });
  const [box, tableBox] = [await remove.boundingBox(), await table.boundingBox()];
  expect(box && tableBox && box.x + box.width <= tableBox.x + tableBox.width).toBe(true);
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete “Delete Me Développé”?' });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectFits(page, 'delete-class');
  await snap(page, 'studio-classes-delete-375');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete the draft' }).click();
  await expect(page.getByText('“Delete Me Développé” was deleted.')).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('Keep Me Développé');
});
