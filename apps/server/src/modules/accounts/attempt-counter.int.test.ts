import { type Database, schema } from '@releve/db';
import { createTestDatabase } from '@releve/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptCounter } from './attempt-counter';

let database: Database;
let now = Date.parse('2026-11-23T10:00:00Z');
let counter: AttemptCounter;
beforeAll(async () => {
  database = await createTestDatabase('attempts');
  counter = new AttemptCounter(database.db, () => now);
});
afterAll(() => database.close());

const limit = { windowMs: 15 * 60_000, max: 2 };

describe('attempt counters', () => {
  it('refuse past the limit until the window that began with the first attempt has passed', async () => {
    expect(await counter.count('k', limit)).toBeUndefined();
    expect(await counter.count('k', limit)).toBeUndefined();
    now += 60_000;
    expect(await counter.count('k', limit)).toEqual({ retryAfterSeconds: 14 * 60 });
    now += 13 * 60_000;
    expect(await counter.count('k', limit)).toEqual({ retryAfterSeconds: 60 });
    now += 60_000;
    expect(await counter.count('k', limit)).toBeUndefined();
  });

  it('prune only rows whose windows are long over', async () => {
    await counter.count('old', limit);
    now += 3 * 60 * 60_000;
    await counter.count('fresh', { windowMs: 60 * 60_000, max: 5 });
    for (let i = 0; i < 500; i++) await counter.count(`burst${i % 3}`, limit);
    const keys = (
      await database.db.select({ key: schema.accountAttempt.key }).from(schema.accountAttempt)
    ).map((row) => row.key);
    expect(keys).not.toContain('old');
    expect(keys).toContain('fresh');
  });
});
