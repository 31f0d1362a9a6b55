/**
 * The scale data set (issue 18, item 6; quality.md "Scale"): 50,000 classes, 100,000 members who can
 * sign in, 10,000,000 progress rows, favorites, classes taken and week plans, on PostgreSQL, made by
 * SQL (insert ... select ... from generate_series) rather than through the API, in minutes.
 *
 * Usage: npm run bench:scale-seed -w @releve/bench -- --database-url postgres://postgres@127.0.0.1:5432/releve_scale
 *          [--members 100000] [--progress 10000000] [--classes 50000] [--recreate]
 *
 * The database is created when missing (`--recreate` drops it first); it must be empty otherwise.
 * Members are member{n}@scale.releve.test (n from 1), all with the password SCALE_PASSWORD. Member 1
 * is the heavy watcher the library bench signs in as (2,000 progress rows), member 50000 a typical one.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from '@releve/server/password-hashing';
import { repoRoot, type SpawnOptions } from '@releve/server/spawn';
import pg from 'pg';

export const SCALE_PASSWORD = 'dance-scale-2026';
export const scaleMemberEmail = (n: number) => `member${n}@scale.releve.test`;
/** The bench's members: the heavy watcher (2,000 progress rows) and a typical one (tens). */
export const SCALE_MEMBERS = { heavy: 1, typical: 50_000 } as const;
/** Members 1..HEAVY watch thousands of classes, up to MID hundreds, the rest tens. */
const HEAVY = 100;
const MID = 5_000;

export type ScaleMember = keyof typeof SCALE_MEMBERS;
export const scaleMemberKinds = Object.keys(SCALE_MEMBERS) as ScaleMember[];

/** Who the library bench signs in as on the scale data set. */
export function scaleMemberCredentials(kind: ScaleMember): { email: string; password: string } {
  return { email: scaleMemberEmail(SCALE_MEMBERS[kind]), password: SCALE_PASSWORD };
}

/**
 * The library bench on the seeded data set (DATABASE_URL, used as it is: not cloned, not seeded):
 * the member's week plan is emptied first, since the bench plans 21 classes and a class can be
 * planned once a day. Her favorites need nothing: adding one again changes nothing.
 */
export function scaleSpawnOptions(kind: ScaleMember): SpawnOptions {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('--scale runs on the seeded data set: set DATABASE_URL to it');
  return {
    existingDatabaseUrl: databaseUrl,
    prepare: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rowCount } = await client.query('select 1 from "user" where email = $1', [
          scaleMemberEmail(SCALE_MEMBERS[kind]),
        ]);
        if (!rowCount) throw new Error('DATABASE_URL holds no scale data set: run bench:scale-seed first');
        await client.query('delete from week_plan where user_id = $1', [`scale-${SCALE_MEMBERS[kind]}`]);
      } finally {
        await client.end();
      }
    },
  };
}

const CATALOG_SCRIPT = 'apps/server/src/modules/catalog/testing/seed-scale-catalog.ts';

interface SeedOptions {
  databaseUrl: string;
  members: number;
  progress: number;
  classes: number;
  recreate: boolean;
}

function elapsed(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

async function step<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${label}: ${elapsed(started)}`);
  return result;
}

/** Creates the database (dropping it first with `recreate`), through the server's `postgres` database. */
async function createDatabase(databaseUrl: string, recreate: boolean): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Use a plain database name, not "${name}"`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    if (recreate) await admin.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** Migrates the database and writes the plain generated catalogue (the catalogue bench's `--seed scale`). */
function seedCatalog(databaseUrl: string, classes: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'releve-scale-'));
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CATALOG_SCRIPT, String(classes)], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Seeding the catalogue failed (exit code ${code})`)),
    );
  }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
}

/**
 * Runs `load` with the table's indexes and constraints (primary key, unique, foreign keys) dropped,
 * then puts them back as they were: building an index once over 10 million rows is several times
 * faster than keeping it up to date row by row, and a foreign key is checked by one join.
 */
async function withoutIndexes(client: pg.Client, table: string, load: () => Promise<void>): Promise<void> {
  const { rows: constraints } = await client.query<{ name: string; definition: string; type: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition, contype as type
       from pg_constraint where conrelid = $1::regclass and contype in ('p', 'u', 'f') order by contype desc`,
    [table],
  );
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = $1::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = i.oid and c.conrelid = x.indrelid)`,
    [table],
  );
  for (const constraint of constraints) {
    await client.query(`alter table ${table} drop constraint "${constraint.name}"`);
  }
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  await load();
  // Primary and unique keys first (in reverse of the drop order), then the plain indexes, then
  // the foreign keys, each checked by one scan.
  for (const constraint of [...constraints].reverse().filter((c) => c.type !== 'f')) {
    await step(`  ${table}: ${constraint.name}`, () =>
      client.query(`alter table ${table} add constraint "${constraint.name}" ${constraint.definition}`),
    );
  }
  for (const index of indexes) {
    await step(`  ${table}: ${index.name}`, () => client.query(index.definition));
  }
  for (const constraint of constraints.filter((c) => c.type === 'f')) {
    await step(`  ${table}: ${constraint.name}`, () =>
      client.query(`alter table ${table} add constraint "${constraint.name}" ${constraint.definition}`),
    );
  }
}

export async function seedScaleData(options: SeedOptions): Promise<void> {
  const { databaseUrl, members, progress, classes } = options;
  if (members < MID + 2) throw new Error(`--members must be at least ${MID + 2}`);
  const total = performance.now();
  await step(`Database ${new URL(databaseUrl).pathname.slice(1)}`, () =>
    createDatabase(databaseUrl, options.recreate),
  );
  await step(`Migrations and ${classes.toLocaleString('en')} classes`, () =>
    seedCatalog(databaseUrl, classes),
  );
  const passwordHash = await step('One argon2id hash for every member', () => hashPassword(SCALE_PASSWORD));

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '1GB'`);
    await client.query('set synchronous_commit = off');
    await client.query('set max_parallel_maintenance_workers = 2');
    // No triggers while loading: migration 0020's would announce each of the millions of rows to
    // server processes that are not there yet (the foreign keys are made after the load anyway).
    await client.query('set session_replication_role = replica');

    // No autovacuum while loading: an analyze it starts on video_state holds a snapshot, and the
    // final VACUUM could then not mark the later tables' pages all-visible.
    const seeded = [
      'video_state',
      'watched_video',
      'bookmark',
      '"user"',
      'account',
      'session',
      'product',
      'week_plan',
    ];
    for (const table of seeded) await client.query(`alter table ${table} set (autovacuum_enabled = false)`);

    const [{ n: existing } = { n: 0 }] = (
      await client.query<{ n: number }>('select count(*)::int as n from "user"')
    ).rows;
    if (existing > 0)
      throw new Error('The database already holds members: seed only an empty one (--recreate)');

    // The classes, numbered 0..N-1, that members watch, favorite and plan.
    await step('Class numbering', async () => {
      await client.query(
        `create temporary table scale_media as
           select (row_number() over (order by id) - 1)::int as idx, id, duration_seconds as duration
             from media_item where content_type = 'video' and duration_seconds > 0`,
      );
      await client.query('alter table scale_media add primary key (idx)');
    });
    const {
      rows: [{ n: mediaCount } = { n: 0 }],
    } = await client.query<{ n: number }>('select count(*)::int as n from scale_media');
    if (mediaCount < 6_001) throw new Error(`Only ${mediaCount} classes to watch; seed at least 6,001`);

    // How many progress rows each member has: 1..100 thousands (member 1 exactly 2,000), 101..5,000
    // hundreds, the rest tens around the mean that makes the total exact. Each member watches the
    // classes off + j * stride (mod N), j < cnt: distinct, since stride is prime to N and cnt < N.
    await step('Progress counts per member', async () => {
      await client.query(
        `create temporary table scale_counts as
           select u, 0 as cnt, (u * 7919 % $1)::int as off,
                  (case when gcd((u % 1000) * 10 + 1, $1) = 1 then (u % 1000) * 10 + 1 else 1 end)::int as stride
             from generate_series(1, $2::int) u`,
        [mediaCount, members],
      );
      await client.query(
        `update scale_counts set cnt = case
           when u <= ${HEAVY} then 2000 + ((u - 1) * 397 % 4001)
           when u <= ${MID} then 300 + (u * 53 % 701) else 0 end`,
      );
      const {
        rows: [{ rest } = { rest: 0 }],
      } = await client.query<{ rest: number }>(
        'select ($1::bigint - sum(cnt))::int as rest from scale_counts',
        [progress],
      );
      const typical = members - MID;
      const base = Math.floor(rest / typical);
      const extra = rest % typical;
      if (base < 51) throw new Error(`--progress ${progress} is too small for ${members} members`);
      // Pairs of typical members vary by +d and -d (d < 51), so the total stays exact.
      await client.query(
        `update scale_counts set cnt = $1 + (case when (u - ${MID + 1}) < $2 then 1 else 0 end)
             + (((u - ${MID + 1}) / 2) * 7919 % 51) * (case when (u - ${MID + 1}) % 2 = 0 then 1 else -1 end)
           where u > ${MID}`,
        [base, extra],
      );
      // An odd number of typical members leaves the last one's +d unpaired.
      await client.query(
        `update scale_counts set cnt = $1 + (case when (u - ${MID + 1}) < $2 then 1 else 0 end)
           where u = $3 and (u - ${MID + 1}) % 2 = 0`,
        [base, extra, members],
      );
      await client.query('create index on scale_counts (cnt)');
      await client.query('analyze scale_counts');
    });

    await step(`${members.toLocaleString('en')} members with credential accounts`, async () => {
      await client.query(
        `insert into "user" (id, name, email, email_verified, first_name, last_name, welcome_pending,
                             consents, capture_answers, created_at, updated_at)
           select 'scale-' || u, 'Member ' || u, 'member' || u || '@scale.releve.test', true,
                  'Member', 'No. ' || u, false, '{"terms": true}', '{}',
                  now() - (u % 1460) * interval '1 day', now() - (u % 300) * interval '1 day'
             from generate_series(1, $1::int) u`,
        [members],
      );
      await client.query(
        `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
           select 'scale-account-' || u, 'scale-' || u, 'credential', 'scale-' || u, $2,
                  now() - (u % 1460) * interval '1 day', now() - (u % 1460) * interval '1 day'
             from generate_series(1, $1::int) u`,
        [members, passwordHash],
      );
    });

    // Half of them signed in on a browser (the bench's own sign-in adds its session beside these).
    await step('Sessions', () =>
      client.query(
        `insert into session (id, expires_at, token, ip_address, user_agent, user_id, created_at, updated_at)
           select 'scale-session-' || u, now() + (1 + u % 30) * interval '1 day', md5('scale-session-' || u),
                  '127.0.0.1', 'Mozilla/5.0 (scale seed)', 'scale-' || u,
                  now() - (u % 30) * interval '1 day', now() - (u % 30) * interval '1 day'
             from generate_series(1, $1::int) u where u % 2 = 1`,
        [members],
      ),
    );

    // 60% hold a running on-demand membership (the bench's members among them), 5% a live one
    // too, 15% one that has expired; the other 20% never bought.
    await step('Products', () =>
      client.query(
        `insert into product (user_id, type, created_at, expires_at, is_recurring, source)
           select 'scale-' || u, 'on-demand'::product_type, now() - (u % 700) * interval '1 day',
                  now() + (1 + u % 365) * interval '1 day', u % 3 <> 0, 'seed'
             from generate_series(1, $1::int) u where u % 20 < 12 or u in (${SCALE_MEMBERS.heavy}, ${SCALE_MEMBERS.typical})
           union all
           select 'scale-' || u, 'live'::product_type, now() - (u % 200) * interval '1 day',
                  now() + (1 + u % 30) * interval '1 day', true, 'seed'
             from generate_series(1, $1::int) u where u % 20 = 0
           union all
           select 'scale-' || u, 'on-demand'::product_type, now() - (400 + u % 700) * interval '1 day',
                  now() - (1 + u % 365) * interval '1 day', false, 'seed'
             from generate_series(1, $1::int) u where u % 20 between 12 and 14`,
        [members],
      ),
    );

    // Rows go in round by round (every member's first class, then every second...), so a member's
    // rows lie spread over the table as they would after a year of use, not side by side.
    await step(`${progress.toLocaleString('en')} progress rows (video_state)`, () =>
      withoutIndexes(client, 'video_state', async () => {
        await step('  insert', () =>
          client.query(
            `insert into video_state (user_id, video_key, media_id, last_time, duration, completed, program_id, updated_at)
               select 'scale-' || c.u, m.id, m.id,
                      case when r.done then m.duration else round((r.x * m.duration)::numeric, 1) end,
                      m.duration, r.done, null, now() - r.y * interval '365 days'
                 from generate_series(0, (select max(cnt) - 1 from scale_counts)) j
                 join scale_counts c on c.cnt > j
                 join scale_media m on m.idx = (c.off + j::bigint * c.stride) % $1
                 cross join lateral (select random() as x, random() as y, random() < 0.3 as done where c.u + j >= 0) r`,
            [mediaCount],
          ),
        );
      }),
    );

    // Classes taken: one in five of a member's progress rows, for half of them.
    await step('Classes taken (watched_video)', () =>
      withoutIndexes(client, 'watched_video', async () => {
        await step('  insert', () =>
          client.query(
            `insert into watched_video (user_id, media_id, program_id, created_at)
               select 'scale-' || c.u, m.id, null, now() - random() * interval '365 days'
                 from scale_counts c
                 cross join lateral generate_series(0, c.cnt / 5 - 1) j
                 join scale_media m on m.idx = (c.off + j::bigint * c.stride) % $1
                where c.u % 2 = 0`,
            [mediaCount],
          ),
        );
      }),
    );

    // Favorites: 5 to 25 for three members in ten.
    await step('Favorites (bookmark)', () =>
      withoutIndexes(client, 'bookmark', async () => {
        await step('  insert', () =>
          client.query(
            `insert into bookmark (user_id, media_id, page_url, created_at)
               select 'scale-' || c.u, m.id, '/m/' || m.id, now() - random() * interval '365 days'
                 from scale_counts c
                 cross join lateral generate_series(0, 4 + c.u % 21) j
                 join scale_media m on m.idx = (c.off + 17 + j::bigint * c.stride * 3) % $1
                where c.u % 10 < 3`,
            [mediaCount],
          ),
        );
      }),
    );

    // Week plans for one member in five (not the bench's members, whose plans the bench makes):
    // one to three classes on three days of the week.
    await step('Week plans', () =>
      client.query(
        `insert into week_plan (user_id, classes_by_day, updated_at)
           select 'scale-' || c.u, jsonb_build_object(
                    'sun', '[]'::jsonb,
                    'mon', (select jsonb_agg(m.id) from scale_media m
                             where m.idx in (c.off, (c.off + 1) % $1)),
                    'tue', '[]'::jsonb,
                    'wed', (select jsonb_agg(m.id) from scale_media m where m.idx = (c.off + 2) % $1),
                    'thu', '[]'::jsonb,
                    'fri', '[]'::jsonb,
                    'sat', (select jsonb_agg(m.id) from scale_media m
                             where m.idx in ((c.off + 3) % $1, (c.off + 4) % $1, (c.off + 5) % $1))),
                  now() - (c.u % 90) * interval '1 day'
             from scale_counts c
            where c.u % 5 = 1 and c.u not in (${SCALE_MEMBERS.heavy}, ${SCALE_MEMBERS.typical})`,
        [mediaCount],
      ),
    );

    // Vacuumed as autovacuum would have done by then: statistics for the planner, and the
    // visibility map that lets index-only scans skip the table.
    await step('VACUUM ANALYZE', async () => {
      await client.query('reset maintenance_work_mem');
      for (const table of seeded) await client.query(`vacuum (analyze) ${table}`);
      // A table vacuumed right after the load sometimes keeps pages not all-visible (the load's
      // transactions not yet older than every snapshot): vacuumed again until they are.
      for (let round = 0; round < 5; round += 1) {
        const { rows } = await client.query<{ name: string }>(
          `select quote_ident(relname) as name from pg_class
            where relnamespace = 'public'::regnamespace and relkind = 'r' and relallvisible < relpages
              and quote_ident(relname) = any($1)`,
          [seeded],
        );
        if (rows.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        for (const { name } of rows) await client.query(`vacuum ${name}`);
      }
      for (const table of seeded) await client.query(`alter table ${table} reset (autovacuum_enabled)`);
      await client.query('analyze');
    });

    const { rows: sizes } = await client.query<{ table: string; rows: string; size: string }>(
      `select relname as table, to_char(reltuples, 'FM999,999,999') as rows,
              pg_size_pretty(pg_total_relation_size(oid)) as size
         from pg_class where relname in ('video_state', 'watched_video', 'bookmark', 'user', 'session', 'product', 'week_plan', 'media_item')
        order by pg_total_relation_size(oid) desc`,
    );
    console.log(`\nDone in ${elapsed(total)}.`);
    for (const row of sizes)
      console.log(`  ${row.table.padEnd(14)} ${row.rows.padStart(12)} rows  ${row.size}`);
    const { rows: bench } = await client.query<{ email: string; cnt: number }>(
      `select u.email, count(v.*)::int as cnt from "user" u left join video_state v on v.user_id = u.id
        where u.id in ('scale-${SCALE_MEMBERS.heavy}', 'scale-${SCALE_MEMBERS.typical}') group by u.email order by 2 desc`,
    );
    for (const row of bench) {
      console.log(`  ${row.email} (password ${SCALE_PASSWORD}): ${row.cnt} progress rows`);
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      members: { type: 'string', default: '100000' },
      progress: { type: 'string', default: '10000000' },
      classes: { type: 'string', default: '50000' },
      recreate: { type: 'boolean', default: false },
    },
  });
  const databaseUrl = values['database-url'];
  if (!databaseUrl?.startsWith('postgres')) {
    console.error('Give --database-url postgres://.../releve_scale (a PostgreSQL database of its own)');
    process.exit(2);
  }
  await seedScaleData({
    databaseUrl,
    members: Number(values.members),
    progress: Number(values.progress),
    classes: Number(values.classes),
    recreate: values.recreate,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
