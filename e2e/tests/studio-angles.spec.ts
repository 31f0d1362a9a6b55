import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { expectNoSidewaysScroll, makeClip, uploadOverTus } from '../support/studio';

/*
 * The console's Angles panel (decision 063): the owner uploads a side angle of a class's video from
 * the class's video page, sees it packaged, is told before sending that a name is taken, fills the
 * class's three angles, and removes one after a confirmation.
 */
test.use({ demoStudio: true });
test.describe.configure({ timeout: 240_000 });

const OWNER = 'admin@demo.releve.test';
let clips: string;

test.beforeAll(() => {
  clips = mkdtempSync(path.join(tmpdir(), 'releve-e2e-angles-'));
});
test.afterAll(() => rmSync(clips, { recursive: true, force: true }));

test('the owner adds a side angle, sees it packaged, fills the three angles and removes one', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsDemo(page, OWNER);
  const front = makeClip(clips, 'grand-allegro-front.mp4', { seconds: 3 });
  const { assetId } = await uploadOverTus(page.request, baseURL as string, front);
  await page.goto(`/studio/videos/${assetId}`);
  const panel = page.getByTestId('angles-panel');
  await expect(panel.getByRole('heading', { name: 'Camera angles' })).toBeVisible();
  const rows = panel.getByTestId('angle-row');
  await expect(rows).toHaveCount(0);

  // Side: named, its file chosen, sent; it goes through packaging to Ready in its row.
  await panel.getByLabel('Name of the angle').fill('Side');
  await panel.getByLabel('Video of the angle').setInputFiles(makeClip(clips, 'grand-allegro-side.mp4'));
  await panel.getByRole('button', { name: 'Upload the angle' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Side');
  await expect(rows.first().getByTestId('angle-state')).toHaveText('Ready', { timeout: 180_000 });
  await expect(panel.getByLabel('Name of the angle')).toHaveValue('');

  // The same name again, whatever its case, is refused beside the field before anything is sent.
  await panel.getByLabel('Name of the angle').fill('side');
  await panel.getByLabel('Video of the angle').setInputFiles(makeClip(clips, 'again.mp4', { seconds: 1 }));
  await panel.getByRole('button', { name: 'Upload the angle' }).click();
  await expect(panel.getByText('This class already has an angle named side')).toBeVisible();
  await expect(panel.getByLabel('Name of the angle')).toHaveAttribute('aria-invalid', 'true');
  await expect(rows).toHaveCount(1);

  // Back makes three with the class's own video: the form gives way to the limit.
  await panel.getByLabel('Name of the angle').fill('Back');
  await panel.getByRole('button', { name: 'Upload the angle' }).click();
  await expect(rows).toHaveCount(2);
  await expect(panel.getByTestId('angles-full')).toHaveText(
    'This class has its 3 angles. Remove one to add another.',
  );
  await expect(rows.nth(1).getByTestId('angle-state')).toHaveText(
    /^(Uploading|Queued|Packaging|Watchable|Ready)/,
  );
  await snap(page, 'studio-angles-1440');
  await expectAccessible(page);

  // Each row within the panel, at both widths.
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const box = await panel.boundingBox();
    for (const row of await rows.all()) {
      const rowBox = await row.boundingBox();
      expect(rowBox && box && rowBox.x >= box.x && rowBox.x + rowBox.width <= box.x + box.width + 0.5).toBe(
        true,
      );
    }
    await expectNoSidewaysScroll(page);
  }
  await panel.scrollIntoViewIfNeeded();
  await snap(page, 'studio-angles-375');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Removing asks first; Cancel keeps it, the confirmation takes it away and frees a place.
  await panel.getByRole('button', { name: 'Remove the Back angle' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove the Back angle?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(2);
  await panel.getByRole('button', { name: 'Remove the Back angle' }).click();
  await dialog.getByRole('button', { name: 'Remove the angle' }).click();
  await expect(panel.getByRole('status')).toHaveText('The Back angle was removed.');
  await expect(rows).toHaveCount(1);
  await expect(panel.getByLabel('Name of the angle')).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Side');
});
