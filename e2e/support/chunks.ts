import type { Page } from '@playwright/test';

/**
 * Makes the browser fail to load the script chunk whose code holds `marker`. Chunks are named by
 * their content hash alone (apps/web/vite.config.ts), so a test finds a chunk by what is in it.
 */
export async function failChunkContaining(page: Page, marker: string) {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) return route.abort();
    const headers = { ...response.headers() };
    delete headers['content-encoding']; // the body above is already decoded
    delete headers['content-length'];
    return route.fulfill({ status: response.status(), headers, body });
  });
}
