import { expect, test } from './fixtures';

/** The server answers 302 to `to`, and the browser lands there with a 200. */
export function testRedirect(from: string, to: string) {
  test(`${from} redirects to ${to}`, async ({ page, request }) => {
    const direct = await request.get(from, { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(direct.headers().location).toBe(to);
    const response = await page.goto(from);
    expect(response?.status()).toBe(200);
    // The path is the redirect's target; the page may then add its own query (my-account opens sign-in).
    await expect.poll(() => new URL(page.url()).pathname).toBe(to);
  });
}
