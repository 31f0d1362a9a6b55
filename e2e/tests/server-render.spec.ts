import { createHash } from 'node:crypto';
import {
  APP_READY_ATTRIBUTE,
  PAGE_SCRIPTS_ELEMENT_ID,
  PHONE_WIDTH,
  SERVER_RENDER_ATTRIBUTES,
} from '@releve/contracts/viewport';
import { expect, test } from '../support/fixtures';

/*
 * The server renders a page's first screen (decision 018): its HTML carries the content before any
 * script runs, and the web app takes that HTML over in place (hydration) instead of drawing it again.
 */
test.use({ demoStudio: true });

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/** The first class of the sitemap: its path and its title, as the API names it. */
async function aClass(request: import('@playwright/test').APIRequestContext, base: string) {
  const xml = await (await request.get('/sitemap.xml')).text();
  const path = /<loc>([^<]+\/m\/[^<]+)<\/loc>/.exec(xml)?.[1]?.replace(base, '') ?? '';
  const mediaId = path.split('/')[2] ?? '';
  const media = await (await request.get(`/api/v2/media/${mediaId}`)).json();
  return { path, title: media.playlist[0].title as string };
}

/** `#root`'s opening tag and what it holds, from a page's HTML. */
function rootOf(html: string) {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf('<script type="application/json"', start);
  return { tag: /<div id="root"[^>]*>/.exec(html)?.[0] ?? '', content: html.slice(start, end) };
}

test('a class page comes with its content, and its CSP names each style attribute it holds', async ({
  request,
  server,
}) => {
  const { path, title } = await aClass(request, server.url);
  const response = await request.get(path, { headers: { 'user-agent': PHONE_UA } });
  expect(response.status()).toBe(200);
  const root = rootOf(await response.text());
  expect(root.tag).toContain(`${SERVER_RENDER_ATTRIBUTES.config}="`);
  expect(root.tag).toContain(`${SERVER_RENDER_ATTRIBUTES.viewportWidth}="${PHONE_WIDTH}"`);
  expect(root.content).toContain(`<h1`);
  expect(root.content).toContain(title.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'));

  // Inline styles are refused by the CSP except those the page names by hash.
  const policy = response.headers()['content-security-policy'] ?? '';
  const styles = [...root.content.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1] ?? '');
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) {
    const text = style.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
    expect(policy).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  expect(policy).toContain("script-src 'self';"); // no script is allowed inline
  expect(root.content).not.toContain('<script');
});

test("a class page lists its app's scripts, and its first script preloads them once it has painted", async ({
  page,
  request,
  server,
}) => {
  const { path } = await aClass(request, server.url);
  const html = await (await request.get(path, { headers: { 'user-agent': PHONE_UA } })).text();
  // Fetched with the page, scripts would hold up its style sheets and poster (decision 022).
  expect(html).not.toContain('modulepreload');
  const list = new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">(.*?)</script>`);
  const listed = JSON.parse(list.exec(html)?.[1] ?? '[]') as string[];
  expect(listed.length).toBeGreaterThan(5);

  await page.goto(path);
  const linked = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      (link) => new URL(link.href).pathname,
    ),
  );
  for (const script of listed) expect(linked).toContain(script);
  // Each once: the app's own imports found them linked already.
  expect(new Set(linked).size).toBe(linked.length);
});

test('an admin acting on a member gets no server render: the page was made for the admin', async ({
  request,
}) => {
  const html = await (await request.get('/pricing?mid=someone1')).text();
  expect(rootOf(html).tag).not.toContain(SERVER_RENDER_ATTRIBUTES.config);
});

for (const [name, viewport, userAgent] of [
  ['phone', { width: 375, height: 800 }, PHONE_UA],
  ['desktop', { width: 1440, height: 900 }, undefined],
] as const) {
  test(`a visitor's page is shown before its scripts run, and taken over in place (${name})`, async ({
    browser,
    request,
    server,
  }) => {
    const { path, title } = await aClass(request, server.url);
    // Without JavaScript: the class's title and poster are there all the same.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport, userAgent });
    const still = await noScript.newPage();
    await still.goto(`${server.url}${path}`);
    await expect(still.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(still.locator('#root img').first()).toBeVisible();
    await noScript.close();

    // With it: the heading the server drew is the one the app keeps (hydration, not a new page).
    const context = await browser.newContext({ viewport, userAgent });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverHeading: Element | null }).serverHeading =
          document.querySelector('#root h1');
      });
    });
    await page.goto(`${server.url}${path}`);
    await page.waitForSelector(`html[${APP_READY_ATTRIBUTE}]`, { state: 'attached' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const kept = await page.evaluate(() => {
      const heading = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return !!heading && heading.isConnected && heading === document.querySelector('#root h1');
    });
    expect(kept).toBe(true);
    // And it answers: the Share button copies the page's link (no native share in this browser).
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('a class opened without its slug keeps what the server drew, its related classes included', async ({
  browser,
  request,
  server,
}) => {
  const { path, title } = await aClass(request, server.url);
  const short = path.split('/').slice(0, 3).join('/');
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, userAgent: PHONE_UA });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const drawn = window as unknown as { serverHeading: Element | null; serverCard: Element | null };
      drawn.serverHeading = document.querySelector('#root h1');
      drawn.serverCard = document.querySelector('#root section[aria-labelledby] ul li a');
    });
  });
  await page.goto(`${server.url}${short}`);
  await page.waitForSelector(`html[${APP_READY_ATTRIBUTE}]`, { state: 'attached' });
  // The app puts the slug in, replacing the entry, and keeps the page as it is.
  await expect(page).toHaveURL(`${server.url}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const kept = await page.evaluate(() => {
    const drawn = window as unknown as { serverHeading: Element | null; serverCard: Element | null };
    return {
      heading: !!drawn.serverHeading && drawn.serverHeading === document.querySelector('#root h1'),
      card: !!drawn.serverCard && drawn.serverCard.isConnected,
    };
  });
  expect(kept).toEqual({ heading: true, card: true });
  expect(problems).toEqual([]);
  await context.close();
});
