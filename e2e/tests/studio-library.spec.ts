import type { Locator, Page } from '@playwright/test';
import { encryptedPdf, magazinePdf, notAPdf } from '@releve/server/test-pdfs';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll, expectSideBySideOrStacked } from '../support/studio';

/*
 * The console's Library (issue 34, decision 043) on the demo studio: the owner uploads a magazine issue
 * as a PDF made here (three pages), follows its pages being made, publishes it, and a member with an
 * on-demand pass reads its page 3 in the members' reader; a text file renamed .pdf and a PDF locked with
 * a password are refused with their words; a resource is uploaded to a program, reaches the members'
 * library, and is deleted after its confirmation. Layout at 1440 and 375 px, axe, screenshots.
 */
test.use({ demoStudio: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const OWNER = 'admin@demo.releve.test';
/** An on-demand pass reads the magazine (resources.spec.ts says why not member@). */
const READER = 'annual@demo.releve.test';
const ISSUE = 'Summer Rehearsal Issue';
const RESOURCE = 'Turnout Exercises Sheet';

async function openLibrary(page: Page, width = 1440) {
  await page.setViewportSize({ width, height: 900 });
  await signInAsDemo(page, OWNER);
  await page.goto('/studio/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
}

const magazineForm = (page: Page) => page.getByTestId('magazine-form');
const resourceForm = (page: Page) => page.getByTestId('resource-form');
const issueRow = (page: Page, title: string) =>
  page.getByTestId('magazine-table').getByRole('row').filter({ hasText: title });

async function chooseFile(form: Locator, name: string, buffer: Buffer) {
  await form.getByLabel('PDF file').setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

/** True once something has been drawn on the canvas (a sample of its pixels is not all transparent). */
const drawn = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    for (let index = 3; index < data.length; index += 4 * 101) if (data[index] !== 0) return true;
    return false;
  });

test('the owner uploads an issue, sees its pages made, publishes it; a member reads its page 3', async ({
  page,
  browser,
}) => {
  await openLibrary(page);
  await expect(magazineForm(page).getByText('PDF files up to 200 MB.', { exact: false })).toBeVisible();
  const form = magazineForm(page);
  await form.getByLabel('Title').fill(ISSUE);
  await form.getByLabel('Description').fill('Barre, centre and a chat with our teachers.');
  await chooseFile(form, 'summer-issue.pdf', magazinePdf(3, ISSUE));
  await form.getByRole('button', { name: 'Upload an issue' }).click();
  await expect(form.getByRole('status')).toHaveText(`${ISSUE} was uploaded: its pages are being made.`, {
    timeout: 30_000,
  });

  const row = issueRow(page, ISSUE);
  await expect(row.getByTestId('magazine-state')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(row.getByText('Not published')).toBeVisible();
  await expect(row.getByRole('img', { name: `Cover of ${ISSUE}` })).toBeVisible();
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  const read = row.getByRole('link', { name: `Read ${ISSUE} in the library` });
  await expect(read).toHaveAttribute('href', /^\/library\/magazines\/summer-rehearsal-issue-[a-z0-9]{6}$/);
  const readerPath = (await read.getAttribute('href')) as string;

  // Layout: the form's fields and the table lie within the window, none over another.
  await expectSideBySideOrStacked(page, [
    form.getByLabel('Title'),
    form.getByLabel('Shop link (optional)'),
    form.getByLabel('PDF file'),
  ]);
  await expectNoSidewaysScroll(page);
  await snap(page, 'studio-library-1440', { fullPage: true });
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await expectSideBySideOrStacked(page, [
    form.getByLabel('Title'),
    form.getByLabel('Shop link (optional)'),
    form.getByRole('button', { name: 'Upload an issue' }),
  ]);
  const actions = issueRow(page, ISSUE).getByRole('button', { name: 'Unpublish' });
  await actions.scrollIntoViewIfNeeded();
  const box = await actions.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  await snap(page, 'studio-library-375', { fullPage: true });
  await expectAccessible(page);

  // A member with an on-demand pass finds it first in the library and reads page 3.
  const reader = await browser.newPage({ baseURL: new URL(page.url()).origin });
  await reader.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(reader, READER);
  await reader.goto('/library');
  await reader.getByRole('link', { name: new RegExp(ISSUE) }).click();
  await expect(reader).toHaveURL(readerPath);
  await expect(reader.getByTestId('page-of-top')).toHaveText('Page 1 of 3');
  const third = reader.waitForResponse((response) => response.url().endsWith('/3.png'));
  const input = reader.getByLabel('Page number').first();
  await input.fill('3');
  await input.press('Enter');
  await expect(reader.getByTestId('page-of-top')).toHaveText('Page 3 of 3');
  expect((await third).status()).toBe(200);
  await expect.poll(() => drawn(reader.getByTestId('magazine-canvas'))).toBe(true);
  await snap(reader, 'studio-library-reader-page-3-1440');
  await reader.close();
});

test('a text file renamed .pdf and a PDF locked with a password are refused with their words', async ({
  page,
}) => {
  await openLibrary(page);
  const form = magazineForm(page);
  await form.getByLabel('Title').fill('Not an issue');
  await chooseFile(form, 'notes.pdf', notAPdf());
  await form.getByRole('button', { name: 'Upload an issue' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'notes.pdf is not a PDF: its content is not a PDF document (whatever its name says)',
  );
  await chooseFile(form, 'locked.pdf', encryptedPdf(magazinePdf(3)));
  await form.getByRole('button', { name: 'Upload an issue' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'locked.pdf is protected by a password: save a copy without one, then upload that',
  );
  await expect(
    page.getByTestId('magazine-table').getByRole('row').filter({ hasText: 'Not an issue' }),
  ).toHaveCount(0);
  await snap(page, 'studio-library-refused-1440');
  await expectAccessible(page);
});

test('a resource reaches its program in the members’ library, and goes after its confirmation', async ({
  page,
}) => {
  await openLibrary(page);
  const form = resourceForm(page);
  await form.getByLabel('Title').fill(RESOURCE);
  await form.getByLabel('Program').selectOption({ label: 'Six-Week Ballet Journey' });
  await form.getByLabel('Who may open it').selectOption('everyone');
  await chooseFile(form, 'turnout.pdf', magazinePdf(2, RESOURCE));
  await form.getByRole('button', { name: 'Upload a resource' }).click();
  await expect(form.getByRole('status')).toHaveText(`${RESOURCE} is on Six-Week Ballet Journey now.`, {
    timeout: 30_000,
  });
  const row = page.getByTestId('resource-table').getByRole('row').filter({ hasText: RESOURCE });
  await expect(row).toContainText('Everyone (a taster)');

  // Everyone finds it at once, without signing in: a taster of the program.
  const visitor = await page
    .context()
    .browser()!
    .newPage({ baseURL: new URL(page.url()).origin });
  await visitor.goto('/library');
  await expect(visitor.getByRole('link', { name: RESOURCE, exact: true })).toBeVisible();
  await visitor.close();

  await row.getByRole('button', { name: `Delete ${RESOURCE}` }).click();
  const dialog = page.getByTestId('delete-resource');
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectAccessible(page);
  await snap(page, 'studio-library-delete-1440');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('resource-table').getByRole('row').filter({ hasText: RESOURCE })).toHaveCount(
    0,
  );
});
