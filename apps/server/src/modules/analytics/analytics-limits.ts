import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../accounts/accounts.module';
import { visitorIdOf } from '../playback/playback.module';

/**
 * How much anonymous analytics one caller may add (decision 029). The per-minute limit of an address
 * is the route's own (`config.rateLimit`); these bound a session (a member, a visitor's cookie, or a
 * caller with neither, by address) a minute and a day, and an address a day: whatever a script
 * sends, one address adds a few megabytes a day, not 1.3 GB.
 */
export interface AnalyticsCaps {
  sessionPerMinute: number;
  sessionPerDay: number;
  addressPerDay: number;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Whose analytics a request adds to: the signed-in member, else the visitor's cookie, else the
 * address (a caller that sends no cookie is one session per address).
 */
async function sessionKeyOf(access: Access, request: FastifyRequest): Promise<string> {
  const viewer = await access.viewer(request);
  if (viewer) return `u:${viewer.userId}`;
  const visitorId = visitorIdOf(request.headers.cookie);
  return visitorId ? `v:${visitorId}` : `a:${request.ip}`;
}

/**
 * An onRequest hook holding `caps`, for a plugin scope that registered @fastify/rate-limit with
 * `app.eventRateLimit` (counted in the database on PostgreSQL, shared by every process; decision 060).
 * 429 when over any.
 */
export function analyticsCapsHook(app: FastifyInstance, access: Access, caps: AnalyticsCaps) {
  const sessionKey = (request: FastifyRequest) => sessionKeyOf(access, request);
  const limits = [
    app.createRateLimit({ max: caps.sessionPerMinute, timeWindow: MINUTE_MS, keyGenerator: sessionKey }),
    app.createRateLimit({ max: caps.sessionPerDay, timeWindow: DAY_MS, keyGenerator: sessionKey }),
    app.createRateLimit({ max: caps.addressPerDay, timeWindow: DAY_MS }),
  ];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limits) {
      const outcome = await limit(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        return reply
          .code(429)
          .header('retry-after', String(outcome.ttlInSeconds))
          .send({
            statusCode: 429,
            error: 'Too Many Requests',
            message: `Too many requests: try again in ${outcome.ttlInSeconds} seconds`,
          });
      }
    }
  };
}
