import { billingPaths } from '@releve/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Access } from '../accounts/accounts.module';
import type { BillingEventHub } from './billing-event-hub';

export interface EventsRoutesOptions {
  access: Access;
  hub: BillingEventHub;
  /** Whether the stream's session is still signed in (checked at each heartbeat). */
  stillSignedIn(request: FastifyRequest): Promise<boolean>;
  heartbeatMs?: number;
}

/** Proxies close idle connections after about a minute: a comment every 20 s keeps the stream open. */
const HEARTBEAT_MS = 20_000;

/**
 * GET /api/billing/events: the member's own billing events as server-sent events (§4 live
 * notification events): `event: access.granted` and so on, `data:` the JSON of billingEventSchema.
 * Heartbeat comments keep it open; it ends when the session does (signed out), checked at each beat.
 */
export const eventsRoutes: FastifyPluginAsync<EventsRoutesOptions> = async (
  app,
  { access, hub, stillSignedIn, heartbeatMs = HEARTBEAT_MS },
) => {
  const open = new Set<() => void>();
  // Streams never end on their own: closing the server ends them, or it would wait for them.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get(billingPaths.events, async (request, reply) => {
    const { userId } = await access.subject(request, 'me');
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx would otherwise hold events back in its buffer.
      'x-accel-buffering': 'no',
    });
    stream.write('retry: 3000\n: connected\n\n');
    const unsubscribe = hub.subscribe(userId, (event) => {
      stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      open.delete(end);
      clearInterval(heartbeat);
      unsubscribe();
      stream.end();
    };
    const heartbeat = setInterval(() => {
      stillSignedIn(request)
        .then((signedIn) => (signedIn ? stream.write(': heartbeat\n\n') : end()))
        .catch(end);
    }, heartbeatMs);
    open.add(end);
    request.raw.on('close', end);
  });
};
