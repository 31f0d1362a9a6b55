import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a server (PostgreSQL), for fault tests (decision 060): it can
 * stall (connections stay open and new ones are accepted, but no byte moves either way: a database
 * that hangs, as a SIGSTOPped server does, without stopping the machine's shared PostgreSQL), cut (every
 * connection reset, new ones refused: a database that is down), and flow again.
 */
export interface TcpProxy {
  port: number;
  /** No byte moves until `flow`. */
  stall(): void;
  /** Every connection reset and new ones closed at once, until `flow`. */
  cut(): void;
  flow(): void;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream?: Socket;
  /** Bytes read from one side while stalled, written once flowing. */
  held: { toUpstream: Buffer[]; toClient: Buffer[] };
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'flowing' | 'stalled' | 'cut' = 'flowing';
  const pairs = new Set<Pair>();

  const connectUpstream = (pair: Pair) => {
    const upstream = createConnection(target);
    pair.upstream = upstream;
    upstream.on('data', (chunk: Buffer) => {
      if (state === 'stalled') pair.held.toClient.push(chunk);
      else pair.client.write(chunk);
    });
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    for (const chunk of pair.held.toUpstream.splice(0)) upstream.write(chunk);
  };

  const server: Server = createServer((client) => {
    if (state === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, held: { toUpstream: [], toClient: [] } };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      if (state === 'stalled' || !pair.upstream) pair.held.toUpstream.push(chunk);
      else pair.upstream.write(chunk);
    });
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    // A stalled database accepts the connection (the kernel does) but says nothing.
    if (state === 'flowing') connectUpstream(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the proxy has no port');

  return {
    port: address.port,
    stall: () => {
      state = 'stalled';
    },
    cut: () => {
      state = 'cut';
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream?.destroy();
      }
      pairs.clear();
    },
    flow: () => {
      state = 'flowing';
      for (const pair of pairs) {
        if (!pair.upstream) {
          connectUpstream(pair);
          continue;
        }
        for (const chunk of pair.held.toUpstream.splice(0)) pair.upstream.write(chunk);
        for (const chunk of pair.held.toClient.splice(0)) pair.client.write(chunk);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream?.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
