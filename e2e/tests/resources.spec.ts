import type { Locator, Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';

/*
 * The library on the demo studio: the magazine reader for a pass holder (annual@: an on-demand pass
 * reads the magazine whatever day passes it holds), the program resources' PDF viewer for a member, and
 * what visitors and day-pass holders meet instead. The demo's magazine and resource ids are fixed.
 * Not member@ for the magazine: its subscription reads it only with no unused day pass (Prima), and
 * billing's tests buy day passes as member@ on the same demo server.
 */
test.use({ demoStudio: true });

const MAGAZINE = '/library/magazines/spring-issue';
/** Six-Week Planner: members only, may be downloaded. */
const MEMBERS_RESOURCE = '/programs/six-week-ballet/resources/res-six-week-ballet-1';

/** True once something has been drawn on the canvas (a sample of its pixels is not all transparent). */
function drawn(canvas: Locator) {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    for (let index = 3; index < data.length; index += 4 * 101) if (data[index] !== 0) return true;
    return false;
  });
}

async function pageOf(page: Page, text: string) {
  await expect(page.getByTestId('page-of-top')).toHaveText(text);
  await expect(page.getByTestId('page-of-bottom')).toHaveText(text);
}

test('a member reads the magazine: types a page, jumps, turns pages with arrows; right-click is blocked', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, 'annual@demo.releve.test');
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
  await page.getByRole('link', { name: /Pirouette House Magazine: Spring/ }).click();
  await expect(page).toHaveURL(MAGAZINE);
  await expect(page).toHaveTitle('Pirouette House Magazine: Spring - Pirouette House');
  await pageOf(page, 'Page 1 of 24');
  const canvas = page.getByTestId('magazine-canvas');
  await expect.poll(() => drawn(canvas)).toBe(true);
  // 1440 px wide: the page is drawn 900 px wide.
  expect((await canvas.boundingBox())?.width).toBe(900);
  await expect(page.getByRole('button', { name: 'Previous page' }).first()).toBeDisabled();
  await expect(page.getByRole('link', { name: /^Buy / })).toHaveAttribute('target', '_blank');
  await snap(page, 'magazine-1440');
  await expectAccessible(page);

  // Typing a page jumps there; its image is asked for only after the 500 ms wait.
  const input = page.getByLabel('Page number').first();
  const typedAt = Date.now();
  const seventh = page.waitForResponse((response) => response.url().endsWith('/7.png'));
  await input.fill(' 7 ');
  await input.press('Enter');
  await pageOf(page, 'Page 7 of 24');
  expect((await seventh).status()).toBe(200);
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(450);

  // One page on draws at once; the keyboard's arrows turn pages too.
  await page.getByRole('button', { name: 'Next page' }).first().click();
  await pageOf(page, 'Page 8 of 24');
  await page.keyboard.press('ArrowLeft');
  await pageOf(page, 'Page 7 of 24');

  // Past the end is the last page; empty is ignored.
  const last = page.waitForResponse((response) => response.url().endsWith('/24.png'));
  await input.fill('999');
  await input.press('Enter');
  await pageOf(page, 'Page 24 of 24');
  expect((await last).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Next page' }).last()).toBeDisabled();
  await input.fill('');
  await input.press('Enter');
  await pageOf(page, 'Page 24 of 24');
  await expect(input).toHaveValue('24');

  const blocked = await canvas.evaluate((element) => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(blocked).toBe(true);
  await canvas.click({ button: 'right' });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(async () => (await canvas.boundingBox())?.width).toBe(355);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'magazine-375');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/library');
});

test('a member opens a PDF resource from the library, turns its pages, zooms and downloads it', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page);
  await page.goto('/library');
  await expect(page.getByRole('heading', { level: 3, name: 'Six-Week Ballet Journey' })).toBeVisible();
  await snap(page, 'library-member-1440');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Six-Week Planner', exact: true }).click();
  await expect(page).toHaveURL(MEMBERS_RESOURCE);
  await expect(page.getByRole('heading', { level: 1, name: 'Six-Week Planner' })).toBeVisible();
  const canvas = page.getByTestId('pdf-canvas');
  await pageOf(page, 'Page 1 of 3');
  await expect.poll(() => drawn(canvas), { timeout: 15_000 }).toBe(true);
  expect((await canvas.boundingBox())?.width).toBe(900);
  await snap(page, 'resource-1440');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Next page' }).first().click();
  await pageOf(page, 'Page 2 of 3');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByText('Zoom 125%')).toBeVisible();
  await expect.poll(async () => (await canvas.boundingBox())?.width).toBe(1125);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Six-Week Planner' }).click();
  expect((await download).suggestedFilename()).toBe('six-week-planner.pdf');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(async () => (await canvas.boundingBox())?.width).toBe(355);
  await snap(page, 'resource-375');

  // A resource the studio keeps for reading here has no download button.
  await page.goto('/programs/six-week-ballet/resources/res-six-week-ballet-2');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress Checklist' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(0);
});

test('a visitor sees locks and is sent to /pricing, but reads free resources; the files are refused', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/library');
  const magazine = page.getByRole('link', { name: /Pirouette House Magazine: Spring/ });
  await expect(magazine.getByRole('img', { name: /comes with an On-Demand Pass/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Six-Week Planner/ })).toHaveAttribute('href', '/pricing');
  await snap(page, 'library-visitor-375');
  await expectAccessible(page);
  await magazine.click();
  await expect(page).toHaveURL('/pricing');

  await page.goto(MAGAZINE);
  await expect(page).toHaveURL('/pricing');
  await page.goto(MEMBERS_RESOURCE);
  await expect(page).toHaveURL('/pricing');

  // The Ballet Basics Glossary is free: it opens for everyone.
  await page.goto('/programs/ballet-basics/resources/res-ballet-basics-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Ballet Basics Glossary' })).toBeVisible();
  await expect.poll(() => drawn(page.getByTestId('pdf-canvas')), { timeout: 15_000 }).toBe(true);

  expect((await request.get('/media/magazines/spring-issue/1.png')).status()).toBe(401);
  expect((await request.get('/media/resources/res-six-week-ballet-1')).status()).toBe(401);
  expect((await request.get('/media/resources/res-ballet-basics-1')).status()).toBe(200);
});

test('a day-pass holder is not a member: the magazine sends them to /pricing and its pages are refused', async ({
  page,
}) => {
  await signInAsDemo(page, 'daypass@demo.releve.test');
  await page.goto(MAGAZINE);
  await expect(page).toHaveURL('/pricing');
  const refused = await page.evaluate(
    async () => (await fetch('/media/magazines/spring-issue/1.png')).status,
  );
  expect(refused).toBe(403);
});

test('the about page tells the studio story from its config, with the library claims', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/o/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Pirouette House' })).toBeVisible();
  const text = page.getByTestId('about-text');
  for (const claim of ['Over 5,000 classes', 'Over 20 topics', '25+ programs', '5 to 75 minutes']) {
    await expect(text).toContainText(claim);
  }
  await expect(page.getByText(/is being built/)).toHaveCount(0);
  await snap(page, 'about-1440');
  await expectAccessible(page);
});
