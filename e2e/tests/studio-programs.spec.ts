import type { Locator, Page } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll } from '../support/studio';

/*
 * The console's Programs builder (decision 042): the owner builds a two-section program by dragging
 * with the mouse and by the keyboard alone (the drag handle's keyboard sensor, and the Move menu),
 * sets the second section to open on a date, saves and publishes it; a member sees it on /programs and
 * in the sidebar, and the locked section says when it opens, on the program page and at its lessons' own address. The list and the builder fit 375 and
 * 1440 px, and axe finds nothing serious.
 */
test.use({ demoStudio: true });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const OWNER = 'admin@demo.releve.test';
const NAME = 'Adagio Pathway';

const sectionHeadings = (page: Page) => page.getByTestId('sections').getByRole('heading', { level: 3 });

/** Adds the first class found for `query` to the module of this panel. */
async function addLesson(module: Locator, query: string) {
  await module.getByRole('searchbox').fill(query);
  // The hits of the title typed (those of an earlier search stay shown until they come).
  await module
    .getByRole('button', { name: `Add ${query} to New module`, exact: true })
    .first()
    .click();
}

test('the owner builds a program by drag and drop and by keyboard, publishes it; a member sees it and its locked section', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  await page.goto('/studio/programs');
  await expect(page.getByTestId('programs-table')).toBeVisible();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoSidewaysScroll(page);
    await snap(page, `studio-programs-list-${width}`);
  }
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Two classes' titles to search for, from the builder's own picker.
  const hits = (await (await page.request.get('/api/studio/programs/lessons?q=a')).json()) as {
    lessons: { title: string }[];
  };
  const [first, second, third] = [...new Set(hits.lessons.map((lesson) => lesson.title))];
  if (!first || !second || !third) throw new Error('the demo studio has too few classes');

  await page.getByTestId('new-program').click();
  await expect(page).toHaveURL(/\/studio\/programs\/untitled-program/);
  await page.getByTestId('program-name').fill(NAME);
  await page.getByTestId('add-section').click();
  await page.getByTestId('add-section').click();
  const sections = page.getByTestId('section-row');
  await sections.nth(0).getByLabel('Section name').fill('Warm Up');
  await sections.nth(1).getByLabel('Section name').fill('Turns');
  for (const index of [0, 1]) await sections.nth(index).getByRole('button', { name: 'Add a module' }).click();
  await addLesson(sections.nth(0).getByTestId('module-row'), first);
  await addLesson(sections.nth(0).getByTestId('module-row'), second);
  await addLesson(sections.nth(1).getByTestId('module-row'), third);
  await expect(sectionHeadings(page)).toHaveText(['Section 1: Warm Up', 'Section 2: Turns']);

  // Drag and drop with the mouse: Turns above Warm Up.
  const handle = sections.nth(1).getByRole('button', { name: 'Drag Turns' });
  const target = await sections.nth(0).getByRole('button', { name: 'Drag Warm Up' }).boundingBox();
  const from = await handle.boundingBox();
  if (!target || !from) throw new Error('no handles to drag');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 20, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + 5, { steps: 10 });
  await page.mouse.up();
  await expect(sectionHeadings(page)).toHaveText(['Section 1: Turns', 'Section 2: Warm Up']);

  // The keyboard alone: the drag handle's keyboard sensor puts Warm Up back on top...
  // dnd-kit says each step in its own live region: each key waits for the step before to be said.
  const dndSays = (text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text });
  await page.getByRole('button', { name: 'Drag Warm Up' }).focus();
  await page.keyboard.press('Space');
  await expect(dndSays('Warm Up is over position 2 of 2.')).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(dndSays('Warm Up is over position 1 of 2.')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(dndSays('Warm Up dropped at position 1 of 2.')).toHaveCount(1);
  await expect(sectionHeadings(page)).toHaveText(['Section 1: Warm Up', 'Section 2: Turns']);
  // ...and the Move menu swaps the two lessons of Warm Up, said in the live region.
  const warmUp = page.getByTestId('section-row').nth(0);
  await warmUp.getByRole('button', { name: `Move ${second}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move up', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('builder-announcer')).toHaveText(`${second} moved to position 1 of 2.`);
  await expect(warmUp.getByTestId('lesson-title')).toHaveText([second, first]);
  await expect(warmUp.getByRole('button', { name: `Move ${second}`, exact: true })).toBeFocused();

  // Turns opens on a date.
  const turns = page.getByTestId('section-row').nth(1);
  await turns.getByLabel('Opens', { exact: true }).selectOption('date');
  await turns.getByLabel('Opens on').fill('2099-06-01');
  await page.getByTestId('save-program').click();
  await expect(page.getByTestId('builder-bar').getByRole('status')).toHaveText('Saved.');

  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoSidewaysScroll(page);
    const bar = await page.getByTestId('builder-bar').boundingBox();
    expect(bar && bar.x >= 0 && bar.x + bar.width <= width + 1).toBe(true);
    const dragHandle = await page.getByRole('button', { name: 'Drag Warm Up' }).boundingBox();
    expect(dragHandle && dragHandle.width >= 44 && dragHandle.height >= 44).toBe(true);
    await snap(page, `studio-programs-builder-${width}`, { fullPage: true });
  }
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Its id was made from the name it was created with; renaming keeps its address.
  const programPath = new URL(page.url()).pathname.replace(/^\/studio/, '');
  await page.getByTestId('publish-program').click();
  await expect(page.getByTestId('builder-bar').getByRole('status')).toHaveText(
    'Published: members see it now.',
  );

  // A member sees it on /programs and in the sidebar; Turns says when it opens and plays nothing yet.
  const context = await browser.newContext();
  const member = await context.newPage();
  await member.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(member);
  await member.goto('/programs');
  await expect(member.getByRole('main').getByText(NAME).first()).toBeVisible();
  await expect(member.getByRole('navigation').getByRole('link', { name: NAME }).first()).toBeAttached();
  await member.goto(programPath);
  await expect(member.getByRole('heading', { level: 2, name: /Turns/ })).toBeVisible();
  await expect(member.getByTestId('section-opens')).toContainText('Opens on Jun 1, 2099');
  const lockedLesson = member.locator('[aria-disabled="true"]').filter({ hasText: third });
  await expect(lockedLesson).toBeVisible();
  await expect(member.getByRole('link', { name: new RegExp(third) })).toHaveCount(0);
  await snap(member, 'studio-programs-member-locked-1440');
  // Its lesson's own address says the same, and plays nothing (the server refuses to sign it too).
  const turnsId = await member.evaluate(async (name) => {
    const { courses } = (await (await fetch('/api/courses')).json()) as {
      courses: { name: string; sections: { id: string; name: string }[] }[];
    };
    return courses.find((course) => course.name === name)?.sections.find((s) => s.name === 'Turns')?.id;
  }, NAME);
  await member.goto(`${programPath}/sections/${turnsId}/p/0/v/0`);
  await expect(member.getByTestId('locked-lesson')).toContainText('Opens on Jun 1, 2099');
  await expect(member.getByTestId('player')).toHaveCount(0);
  await context.close();
});
