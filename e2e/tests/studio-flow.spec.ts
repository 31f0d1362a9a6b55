import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { zonedParts } from '@releve/contracts';
import { APP_READY_ATTRIBUTE } from '@releve/contracts/viewport';
import { signInAsDemo } from '../support/accounts';
import { expect, expectAccessible, snap, test } from '../support/fixtures';
import { video } from '../support/player';
import {
  expectNoSidewaysScroll,
  expectSideBySideOrStacked,
  makeClip,
  uploadOverTus,
} from '../support/studio';

/*
 * The studio console end to end (issue 33): an owner uploads a clip, follows it to Ready in the class
 * editor, describes and publishes the class, and a member finds it in search and plays it; an owner
 * schedules a class a few seconds ahead and members see it at that time with nobody doing anything; an
 * owner gives a class captions and a member's player shows them. One demo server for the file; clips
 * of 3 s at 240p (one rendition to package).
 */
test.use({ demoStudio: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const OWNER = 'admin@demo.releve.test';
const MEMBER = 'member@demo.releve.test';
let clips: string;

test.beforeAll(() => {
  clips = mkdtempSync(path.join(tmpdir(), 'releve-e2e-flow-'));
});
test.afterAll(() => rmSync(clips, { recursive: true, force: true }));

/** Opens `url` and waits until the app has taken the page over (the `page` fixture's pages do it themselves). */
async function open(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForSelector(`html[${APP_READY_ATTRIBUTE}]`, { state: 'attached' });
  return response;
}

/** Each account's cookies once it has signed in through the dialog: the file's later tests reuse them. */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['cookies']>>>();

/**
 * Signs `page`'s context in as `email`: through the dialog the first time (then the page is on the home
 * page, the dialog closed), with the cookies it got afterwards (then the page is where it was).
 */
async function signIn(page: Page, email: string) {
  const cookies = sessions.get(email);
  if (cookies) return page.context().addCookies(cookies);
  await signInAsDemo(page, email);
  sessions.set(email, await page.context().cookies());
}

/** A member signed in, in a context of their own, at 1440 px. */
async function memberPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, MEMBER);
  return page;
}

/** Plays the class page open in `page` and waits until its video is playing and its time goes on. */
async function playsTheClass(page: Page) {
  await page.getByTestId('play-button').click();
  const player = page.getByTestId('player');
  await expect(player).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  // Opened by a click, so the browser lets it start with sound; should it not, the big Play starts it.
  if (await video(page).evaluate((element: HTMLVideoElement) => element.paused)) {
    await player.getByRole('button', { name: 'Play', exact: true }).first().click();
  }
  await video(page).evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        if (!element.paused && element.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) resolve();
        else element.addEventListener('playing', () => resolve(), { once: true });
      }),
  );
  const from = await video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(from + 0.5);
}

/** The controls and labels of the class editor's form. */
const editorParts = (editor: Locator) => editor.locator('label, input, select, textarea, button').all();

test('an owner uploads a clip, sees it Ready in the class editor, describes and publishes it; a member finds it in search and plays it', async ({
  page,
  browser,
  baseURL,
}) => {
  const clip = makeClip(clips, 'Zephyrine adagio.mp4');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER);
  await page.goto('/studio/uploads');
  await expect(page.getByTestId('upload-limits')).toBeVisible();

  // Sent slowly at first (a real uplink's pace), so the page is seen mid-upload at both widths.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const uplink = (bytesPerSecond: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  await uplink(24 * 1024);
  await page.getByLabel('Choose videos').setInputFiles(clip);
  const row = page.getByTestId('upload-row').filter({ hasText: 'Zephyrine adagio.mp4' });
  await expect(row.getByTestId('upload-figures')).toContainText(/KB\/s/, { timeout: 15_000 });
  await expect(page.getByTestId('upload-total')).toBeVisible();
  await snap(page, 'studio-flow-uploading-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await expect(row).toHaveAttribute('data-state', 'uploading');
  await snap(page, 'studio-flow-uploading-375');
  await page.setViewportSize({ width: 1440, height: 900 });
  await uplink(-1);

  await expect(row).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await row.getByRole('link', { name: 'Edit class' }).click();
  await expect(page).toHaveURL(/\/studio\/classes\/[A-Za-z0-9]{8}$/);
  const mediaId = page.url().split('/').pop() as string;

  // The Video panel follows the packaging to Ready (one 240p rendition).
  const videoPanel = page.getByTestId('video-panel');
  await expect(videoPanel.getByTestId('video-state')).toHaveText(/^(Queued|Packaging|Watchable|Ready)/);
  await expect(videoPanel.getByTestId('video-state')).toHaveText('Ready', { timeout: 60_000 });
  await expect(videoPanel.getByText('Ready in 240p.')).toBeVisible();

  const editor = page.getByTestId('class-editor');
  await editor.getByLabel('Title').fill('Zephyrine Adagio');
  await editor.getByLabel('Description').fill('Slow unfolding of the leg, held balances, soft arms.');
  await editor.getByLabel('Instructor').fill('Elena Marsh');
  await editor.getByLabel('Level').selectOption('intermediate');
  await editor.getByLabel('Style').selectOption('ballet-barre');
  await editor.getByLabel('Other tags').fill('adagio, balance');
  await editor.getByLabel('Who may watch').selectOption('members');
  await editor.getByTestId('save-class').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zephyrine Adagio' })).toBeVisible();
  await expect(editor.getByText('Saved.')).toBeVisible();
  const saved = (await (await page.request.get(`/api/studio/classes/${mediaId}`)).json()).class;
  expect(saved).toMatchObject({
    title: 'Zephyrine Adagio',
    instructor: 'Elena Marsh',
    level: 'intermediate',
    style: 'ballet-barre',
    tags: ['adagio', 'balance'],
    access: 'members',
  });

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoSidewaysScroll(page);
    await expectSideBySideOrStacked(page, await editorParts(editor));
    await snap(page, `studio-flow-editor-${width}`, { fullPage: true });
  }
  await expectAccessible(page);

  await page.getByTestId('publish-now').click();
  await expect(page.getByTestId('publishing')).toContainText('Published');

  // A member finds it from the header's search box, then on the results page, and plays it.
  const member = await memberPage(browser, baseURL as string);
  // From the page the member is on (the home page, once signed in through the dialog).
  if (!member.url().startsWith(baseURL as string)) await open(member, '/');
  const box = member.getByRole('combobox', { name: 'Search' });
  await box.fill('zephyrine adagio');
  await expect(
    member.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /Zephyrine Adagio/ }),
  ).toBeVisible();
  await box.press('Enter');
  await expect(member).toHaveURL(/\/search\?q=zephyrine(\+|%20)adagio/);
  await member
    .getByRole('list', { name: 'Results' })
    .getByRole('link', { name: /Zephyrine Adagio/ })
    .click();
  await expect(member).toHaveURL(new RegExp(`/m/${mediaId}`));
  await expect(member.getByRole('heading', { level: 1, name: 'Zephyrine Adagio' })).toBeVisible();
  await expect(member.getByText('Elena Marsh').first()).toBeVisible();
  await playsTheClass(member);
  await member.context().close();
});

/** The wall-clock time `at` reads in `timeZone`, as a `datetime-local` field takes it (with seconds). */
function wallClock(at: number, timeZone: string): string {
  const { year, month, day, hour, minute, second } = zonedParts(new Date(at), timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}`;
}

test('an owner schedules a class a few seconds ahead in the studio time zone; members see it at that time, with nobody doing anything', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER);
  await page.goto('/studio/classes');
  await page.getByTestId('new-class').click();
  await expect(page).toHaveURL(/\/studio\/classes\/[A-Za-z0-9]{8}$/);
  const mediaId = page.url().split('/').pop() as string;
  const editor = page.getByTestId('class-editor');
  await editor.getByLabel('Title').fill('Quodlibet Vespertine');
  await editor.getByLabel('Who may watch').selectOption('free');
  await editor.getByTestId('save-class').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quodlibet Vespertine' })).toBeVisible();

  const member = await memberPage(browser, baseURL as string);
  const searchPage = '/search?q=quodlibet%20vespertine';
  const found = member
    .getByRole('list', { name: 'Results' })
    .getByRole('link', { name: /Quodlibet Vespertine/ });

  // The studio's zone is the live schedule's (the demo's is New York's, not this machine's UTC): the
  // field is filled with the clocks of that zone, 10 s ahead, to the second.
  const publishing = page.getByTestId('publishing');
  const hint = await publishing.getByText(/^In the studio's time zone: /).textContent();
  const timeZone = /: (.+)\.$/.exec(hint ?? '')?.[1] as string;
  expect(timeZone).toBe('America/New_York');
  let at = Math.ceil((Date.now() + 10_000) / 1_000) * 1_000;
  // A whole minute would be shown without its seconds (hh:mm), which the field does not read back as given.
  if (new Date(at).getUTCSeconds() === 0) at += 1_000;
  await publishing.getByLabel('Publish at').fill(wallClock(at, timeZone));
  await publishing.getByTestId('schedule').click();
  await expect(publishing).toContainText('Members see it from');
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  const scheduled = (await (await page.request.get(`/api/studio/classes/${mediaId}`)).json()).class;
  expect(scheduled).toMatchObject({ state: 'scheduled', publishAt: new Date(at).toISOString() });

  // Before its time: search does not find it, and its page is the not-found page (404).
  await open(member, searchPage);
  await expect(member.getByText('No results found')).toBeVisible();
  await expect(found).toHaveCount(0);
  const before = await open(member, `/m/${mediaId}`);
  expect(before?.status()).toBe(404);
  await expect(member.getByRole('heading', { level: 1, name: 'Video not found' })).toBeVisible();
  expect(Date.now(), 'the checks before its time ran before its time').toBeLessThan(at);

  // At its time the server shows it by itself: the member, searching again, finds it and opens it.
  await expect
    .poll(
      async () => {
        await open(member, searchPage);
        await expect(member.getByText('No results found').or(found)).toBeVisible();
        return found.count();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(1);
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  await found.click();
  await expect(member).toHaveURL(new RegExp(`/m/${mediaId}`));
  await expect(member.getByRole('heading', { level: 1, name: 'Quodlibet Vespertine' })).toBeVisible();
  const after = await open(member, `/m/${mediaId}`);
  expect(after?.status()).toBe(200);
  await member.context().close();
});

test('an owner gives a class captions (a bad file is told beside the field); the member player offers and shows them', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, OWNER);
  const { mediaId } = await uploadOverTus(
    page.request,
    baseURL as string,
    makeClip(clips, 'Pas de deux.mp4', { seconds: 4 }),
  );
  await page.goto(`/studio/classes/${mediaId}`);
  await expect(page.getByTestId('video-state')).toHaveText('Ready', { timeout: 60_000 });

  const panel = page.getByTestId('captions-panel');
  const field = panel.getByLabel('Upload a WebVTT file');
  await field.setInputFiles({
    name: 'pas-de-deux.srt.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nAn SRT file\n'),
  });
  const refusal = 'These captions cannot be used: A WebVTT file starts with the line WEBVTT';
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(refusal));
  // Beside the field: right under it and its hint, before anything else of the panel.
  const [fieldBox, hintBox, messageBox] = await Promise.all(
    [field, panel.getByText(/^A \.vtt file of at most 1 MB/), panel.getByText(refusal)].map((one) =>
      one.boundingBox(),
    ),
  );
  if (!fieldBox || !hintBox || !messageBox) throw new Error('no boxes');
  expect(hintBox.y).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
  expect(messageBox.y).toBeGreaterThanOrEqual(hintBox.y + hintBox.height);
  expect(messageBox.y - (hintBox.y + hintBox.height)).toBeLessThan(16);
  await snap(page, 'studio-flow-captions-refused-1440');

  await field.setInputFiles({
    name: 'pas-de-deux-en.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from(
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nFirst position\n\n00:00:02.000 --> 00:00:04.000\nSecond position\n',
    ),
  });
  await expect(panel.getByText('Current captions: pas-de-deux-en.vtt')).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('publish-now').click();
  await expect(page.getByTestId('publishing')).toContainText('Published');

  const member = await memberPage(browser, baseURL as string);
  await open(member, `/m/${mediaId}`);
  await playsTheClass(member);
  const toggle = member.getByTestId('captions-toggle');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The video's captions track holds the studio's cues; at 1 s the player shows the first one, above
  // its controls (shown while paused), not under them.
  const track = () =>
    video(member).evaluate((element: HTMLVideoElement) => {
      const captions = Array.from(element.textTracks).find((one) => one.kind === 'captions');
      const texts = (cues: TextTrackCueList | null | undefined) =>
        Array.from(cues ?? []).map((cue) => (cue as VTTCue).text);
      return { cues: texts(captions?.cues), active: texts(captions?.activeCues) };
    });
  await expect.poll(async () => (await track()).cues).toEqual(['First position', 'Second position']);
  await video(member).evaluate(async (element: HTMLVideoElement) => {
    element.pause();
    element.currentTime = 1;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
  });
  await expect.poll(async () => (await track()).active).toEqual(['First position']);
  const shown = member.getByTestId('captions');
  await expect(shown).toHaveText('First position');
  const player = member.getByTestId('player');
  const [captionsBox, seekBox] = await Promise.all([
    shown.boundingBox(),
    player.getByRole('slider', { name: 'Seek' }).boundingBox(),
  ]);
  if (!captionsBox || !seekBox) throw new Error('no boxes');
  expect(captionsBox.y + captionsBox.height).toBeLessThanOrEqual(seekBox.y);
  await toggle.click();
  await expect(shown).toHaveCount(0);
  await toggle.click();
  await expect(shown).toHaveText('First position');
  await snap(member, 'studio-flow-member-captions-1440');
  await member.context().close();
});
