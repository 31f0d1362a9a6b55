import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { createTestDatabase } from './testing';

// Heard from the start: Node.js tells a deprecation once per process.
const warnings: string[] = [];
process.on('warning', (warning) => warnings.push(warning.message));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase('connections');
});
afterAll(() => database.close());

describe.runIf(process.env.DATABASE_URL)('a new PostgreSQL connection', () => {
  it('asks for unsynced progress (migration 0021) before it is handed out, so no statement queues behind it', async () => {
    // More at once than the pool has open (4): new connections are made while statements wait.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        database.runSql('select current_setting($1, true) as value', ['releve.unsynced_progress']),
      ),
    );
    expect(answers.map((answer) => (answer.rows[0] as { value?: string } | undefined)?.value)).toEqual(
      answers.map(() => 'on'),
    );
    // Node.js emits warnings on a later turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  });
});
