import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes the reply over as a server-sent events stream (the members' billing news, the console's video
 * states): the headers, and the browser's reconnection delay. The caller writes events and ends it.
 */
export function openEventStream(reply: FastifyReply): ServerResponse {
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
  return stream;
}
