import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { schema } from './index';
import { createTestDatabase } from './testing';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase('db');
});
afterAll(() => database.close());

describe('database', () => {
  it('comes migrated from the template', async () => {
    await database.db.insert(schema.instanceMeta).values({ key: 'k', value: 'v' });
    const rows = await database.db.select().from(schema.instanceMeta);
    expect(rows).toMatchObject([{ key: 'k', value: 'v' }]);
  });

  it('migrates again without harm', async () => {
    await database.migrate();
    await database.migrate();
    expect(await database.db.$count(schema.instanceMeta)).toBe(1);
  });

  it('answers ping', async () => {
    expect(await database.ping()).toBe(true);
  });
});
