import type { APIRequestContext } from '@playwright/test';

/** A class page of the demo catalogue by its slug, `/m/{id}/{slug}`, as the sitemap (or one of its parts) lists it. */
export async function pathBySlug(request: APIRequestContext, slug: string): Promise<string> {
  const index = await (await request.get('/sitemap.xml')).text();
  const parts = [...index.matchAll(/<loc>[^<]*(\/sitemap\.xml\?part=\d+)<\/loc>/g)].map(
    (m) => m[1] as string,
  );
  for (const sitemap of [
    index,
    ...(await Promise.all(parts.map(async (part) => (await request.get(part)).text()))),
  ]) {
    const path = new RegExp(`/m/[A-Za-z0-9]+/${slug}(?=<)`).exec(sitemap)?.[0];
    if (path) return path;
  }
  throw new Error(`the demo studio has no page /m/.../${slug}`);
}
