import { billingPaths } from '@releve/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { openEventStream } from '../../plugins/event-stream';
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
 * A member's open streams at most (decision 028): one per open tab, each a connection held by the
 * server. The next is refused (429), which an EventSource takes as final: that tab does without live
 * events (the checkout's return page falls back to polling) rather than closing another tab's stream.
 */
export const STREAMS_PER_MEMBER = 5;
export const TOO_MANY_STREAMS =
  'Too many open tabs are following your billing: close one and reload this page to get live updates here.';

/**
 * GET /api/billing/events: the member's own billing events as server-sent events (§4 live
 * notification events): `event: access.granted` and so on, `data:` the JSON of billingEventSchema.
 * Heartbeat comments keep it open; it ends when the session does (signed out), checked at each beat.
 * The web app keeps one open in each signed-in tab, so renewals and refunds reach the member anywhere.
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
    // Counted and subscribed in the same turn of the event loop: two requests cannot both take the last place.
    if (hub.streamsOf(userId) >= STREAMS_PER_MEMBER) throw new HttpError(429, TOO_MANY_STREAMS);
    const stream = openEventStream(reply);
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
