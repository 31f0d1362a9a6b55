import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import {
  type AddressInfo,
  connect,
  createServer as createTcpServer,
  type Server,
  type Socket,
} from 'node:net';

/**
 * A small round-robin reverse proxy on 127.0.0.1, as a studio's load balancer sits in front of
 * several Relevé processes (issue 37): each request goes to the next target in turn, streamed both
 * ways (uploads, server-sent events and Range answers pass as they come, nothing is buffered), with
 * X-Forwarded-For and X-Forwarded-Proto added as nginx does. For the benches and the multi-process
 * tests; production puts nginx or Caddy here (docs/operations.md).
 *
 * `mode: 'request'` (the default) sends each HTTP request to the next target, so a client's requests
 * on one kept-alive connection reach every process in turn: what the multi-process tests need.
 * `mode: 'connection'` hands each TCP connection to the next target and pipes its bytes without
 * reading them (HAProxy's `mode tcp`, nginx's `stream`): it costs far less CPU, so a throughput bench
 * on a small machine measures the processes rather than the proxy. Its X-Forwarded-For is not added.
 */
export interface RoundRobinProxy {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** How many requests each target was sent, in the targets' order. */
  counts(): number[];
  close(): Promise<void>;
}

export interface RoundRobinOptions {
  /** The processes' base URLs, e.g. http://127.0.0.1:4001 */
  targets: string[];
  /** Port to listen on (0: a free one). */
  port?: number;
  /** Each request to the next target (default), or each connection. */
  mode?: 'request' | 'connection';
}

export async function startRoundRobinProxy({
  targets,
  port = 0,
  mode = 'request',
}: RoundRobinOptions): Promise<RoundRobinProxy> {
  if (targets.length === 0) throw new Error('A round-robin proxy needs at least one target');
  const upstreams = targets.map((target) => new URL(target));
  const counts = upstreams.map(() => 0);
  if (mode === 'connection') return listening(connectionProxy(upstreams, counts), port, counts, () => {});
  // Connections to the targets are kept open and reused, as nginx's `keepalive` does.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const upstream = upstreams[index] as URL;
    const client = incoming.socket.remoteAddress ?? '127.0.0.1';
    const forwardedFor = incoming.headers['x-forwarded-for'];
    const headers = {
      ...incoming.headers,
      'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
      'x-forwarded-proto': 'http',
    };
    const upstreamRequest = httpRequest(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        // Server-sent events: every chunk goes out as it comes.
        outgoing.flushHeaders();
        answer.pipe(outgoing);
      },
    );
    upstreamRequest.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end('Bad gateway');
    });
    // A client that goes away ends its request upstream too (an event stream left open otherwise);
    // an answer sent in full leaves the upstream connection to the agent, for the next request.
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) upstreamRequest.destroy();
    });
    incoming.pipe(upstreamRequest);
  };

  const server = createServer(forward);
  server.keepAliveTimeout = 65_000;
  return listening(server, port, counts, () => {
    server.closeAllConnections();
    agent.destroy();
  });
}

/** Each connection to the next target, its bytes piped both ways unread. */
function connectionProxy(upstreams: URL[], counts: number[]): Server {
  let next = 0;
  const sockets = new Set<Socket>();
  const server = createTcpServer((client) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const upstream = upstreams[index] as URL;
    const target = connect({ host: upstream.hostname, port: Number(upstream.port) });
    for (const socket of [client, target]) {
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.once('close', () => sockets.delete(socket));
    }
    client.pipe(target).pipe(client);
    // Either side going away ends the other (a target that is down closes the client's connection).
    client.once('error', () => target.destroy());
    target.once('error', () => client.destroy());
    client.once('close', () => target.destroy());
    target.once('close', () => client.destroy());
  });
  server.once('close', () => {
    for (const socket of sockets) socket.destroy();
  });
  // close() waits for open connections: they are ended with it.
  const close = server.close.bind(server);
  server.close = (callback) => {
    for (const socket of sockets) socket.destroy();
    return close(callback);
  };
  return server;
}

async function listening(
  server: Server,
  port: number,
  counts: number[],
  beforeClose: () => void,
): Promise<RoundRobinProxy> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    counts: () => [...counts],
    close: () =>
      new Promise<void>((resolve) => {
        beforeClose();
        server.close(() => resolve());
      }),
  };
}
