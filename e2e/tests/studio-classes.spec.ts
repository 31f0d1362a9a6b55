import type { Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * The console's Classes (decision 038): the owner makes a class, a bad value is told beside its field,
 * the class is published and a member finds it and opens its page; two classes are changed at once;
 * a contributor edits but is told why they cannot publish. The list and the editor fit 375 px.
 */
test.use({ demoStudio: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const OWNER = 'admin@demo.releve.test';
const MEMBER = 'member@demo.releve.test';
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
    data: { email: MEMBER, role: 'contributor' },
    headers: origin(page),
  });
  expect(given.status()).toBe(200);

  const contributor = await browser.newContext({ baseURL: page.url() });
  const contributorPage = await contributor.newPage();
  await signInAsDemo(contributorPage, MEMBER);
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
  await page.request.put('/api/studio/staff', { data: { email: MEMBER, role: null }, headers: origin(page) });
});
