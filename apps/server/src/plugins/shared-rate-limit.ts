import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import { type Database, type Db, schema } from '@releve/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The options a scope registers @fastify/rate-limit with for the anonymous event routes (page
     * views, search, player events): counted in the database on PostgreSQL, so every server process
     * shares the limits (decision 060); in memory on PGlite, which is one process.
     */
    eventRateLimit(scope: string): RateLimitPluginOptions;
  }
}

/** Rows whose window ended are pruned now and then, by the process that counts. */
const PRUNE_EVERY = 1_000;

/**
 * A @fastify/rate-limit store over `rate_count`, fixed windows as its own memory store counts. Keys
 * are scoped by the registering scope and, for a route's own limit, its method and path, else by the
 * order the scope made its limiters in (the same in every process, which run the same code).
 */
function databaseStore(db: Db, scope: string) {
  let counted = 0;
  const storeFor = (prefix: string): FastifyRateLimitStore & { children: number } => ({
    children: 0,
    incr(key, callback, timeWindow) {
      const now = Date.now();
      const table = schema.rateCount;
      const over = sql`${table.windowEnd} <= ${now}`;
      const count = async () => {
        if (++counted % PRUNE_EVERY === 0) await db.delete(table).where(sql`${table.windowEnd} < ${now}`);
        // One statement, so two processes counting at once cannot both read the old count.
        const [row] = await db
          .insert(table)
          .values({
            key: `${prefix}|${timeWindow}|${key}`,
            count: 1,
            windowStart: now,
            windowEnd: now + timeWindow,
          })
          .onConflictDoUpdate({
            target: table.key,
            set: {
              count: sql`case when ${over} then 1 else ${table.count} + 1 end`,
              windowStart: sql`case when ${over} then ${now} else ${table.windowStart} end`,
              windowEnd: sql`case when ${over} then ${now + timeWindow} else ${table.windowEnd} end`,
            },
          })
          .returning({ count: table.count, windowEnd: table.windowEnd });
        return { current: row?.count ?? 1, ttl: Math.max(0, (row?.windowEnd ?? now) - now) };
      };
      count().then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    },
    child(routeOptions) {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const name = route?.url ? `${String(route.method)} ${route.url}` : `#${++this.children}`;
      return storeFor(`${prefix}|${name}`);
    },
  });
  // @fastify/rate-limit constructs the store it is given: a function called with `new` that returns
  // an object gives that object.
  return function DatabaseRateStore() {
    return storeFor(scope);
  } as unknown as FastifyRateLimitStoreCtor;
}

export const sharedRateLimit = fp(
  async (app: FastifyInstance, { database }: { database: Pick<Database, 'db' | 'kind'> }) => {
    app.decorate(
      'eventRateLimit',
      (scope: string): RateLimitPluginOptions =>
        database.kind === 'postgres'
          ? { global: false, store: databaseStore(database.db, scope) }
          : { global: false },
    );
  },
  { name: 'shared-rate-limit' },
);
