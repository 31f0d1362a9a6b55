/**
 * How fast the studio's classes list answers over a plain catalogue of N classes (decision 038):
 * p50 and p95 of a page (with its total) for each kind of filter and sort, after a warm-up.
 * PGlite in memory, or the PostgreSQL of DATABASE_URL (an empty database of its own is seeded; one
 * seeded before is measured as it is).
 *
 *   node --import tsx apps/server/src/modules/catalog/testing/measure-studio-list.ts 50000
 */
import { type StudioClassQuery, studioClassQuerySchema } from '@releve/contracts';
import { openDatabase, schema } from '@releve/db';
import { sql } from 'drizzle-orm';
import { StudioClassesRepository } from '../studio-classes.repository';
import { insertScaleCatalog } from './scale-catalog';

const queries: Record<string, Partial<StudioClassQuery>> = {
  'newest changes (no filter)': {},
  'level=beginner, by title': { level: 'beginner', sort: 'title' },
  'level + style, by title': { level: 'advanced', style: 'barre', sort: 'title' },
  'published, by date, page 40': { state: 'published', sort: 'published', page: 40 },
  'scheduled (none)': { state: 'scheduled' },
  'search "pointe class 12"': { q: 'pointe class number 12' },
  'search + level': { q: 'stretch', level: 'intermediate' },
  'deep page (1,900th of 25)': { page: 1_900 },
  'by duration': { sort: 'duration' },
  'by state, page 100': { sort: 'state', page: 100 },
};

const classes = Number(process.argv[2] ?? 50_000);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  await database.migrate();
  const [held] = await database.db.select({ id: schema.mediaItem.id }).from(schema.mediaItem).limit(1);
  if (!held) await insertScaleCatalog(database.db, classes);
  // As the server's start-up does (search.module.ts), and autovacuum soon after a large import: the
  // planner's statistics, and pages marked visible for the index-only walks.
  await database.db.execute(sql`vacuum (analyze) media_item`);
  const repository = new StudioClassesRepository(database.db);
  const now = new Date();
  console.log(`${classes} classes on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}:`);
  for (const [name, query] of Object.entries(queries)) {
    const parsed = studioClassQuerySchema.parse(query);
    for (let i = 0; i < 20; i++) await repository.page(parsed, now);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      total = (await repository.page(parsed, now)).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => (times[Math.floor(q * (times.length - 1))] as number).toFixed(1);
    console.log(
      `  ${name.padEnd(30)} ${String(total).padStart(6)} found  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`,
    );
  }
} finally {
  if (!process.env.KEEP) await database.close();
  else process.exit(0);
}
