import { createTestApp, type TestApp } from '../../../testing/test-app';
import { insertCatalogFixture } from './catalog-fixture';

/** The real server with the fixture catalogue loaded; `today` is the UTC date the fixture's days hang on. */
export async function createCatalogTestApp(
  envOverrides: Record<string, string> = {},
): Promise<TestApp & { today: string }> {
  const t = await createTestApp(envOverrides);
  const today = new Date().toISOString().slice(0, 10);
  await insertCatalogFixture(t.database.db, today);
  await t.app.catalog.invalidate();
  return { ...t, today };
}

/** GETs a path and parses the JSON answer. */
export async function getJson(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}
