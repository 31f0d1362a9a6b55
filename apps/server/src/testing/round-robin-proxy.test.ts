import { Agent, createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy';

const servers: Server[] = [];
let proxy: RoundRobinProxy | undefined;
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A target that names itself, echoes what it was sent, and streams an event on /events. */
async function target(name: string): Promise<string> {
  const server = createServer((request, response) => {
    if (request.url === '/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(`data: ${name}\n\n`);
      return; // left open, as an event stream is
    }
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      response.setHeader('x-target', name);
      response.end(JSON.stringify({ body, forwardedFor: request.headers['x-forwarded-for'] ?? null }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the round-robin proxy', () => {
  it('sends each request to the next target in turn, with its body and X-Forwarded-For', async () => {
    proxy = await startRoundRobinProxy({ targets: [await target('a'), await target('b')] });
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${proxy.url}/echo`, { method: 'POST', body: `n${i}` });
      seen.push(response.headers.get('x-target') ?? '');
      expect(await response.json()).toEqual({ body: `n${i}`, forwardedFor: '127.0.0.1' });
    }
    expect(seen).toEqual(['a', 'b', 'a', 'b']);
    expect(proxy.counts()).toEqual([2, 2]);
  });

  it('passes a server-sent event on before the stream ends', async () => {
    proxy = await startRoundRobinProxy({ targets: [await target('a')] });
    const controller = new AbortController();
    const response = await fetch(`${proxy.url}/events`, { signal: controller.signal });
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe('data: a\n\n');
    controller.abort();
  });

  it('hands each connection to the next target in connection mode, and keeps its requests there', async () => {
    proxy = await startRoundRobinProxy({
      targets: [await target('a'), await target('b')],
      mode: 'connection',
    });
    const url = proxy.url;
    const targetOf = (agent: Agent | false) =>
      new Promise<string>((resolve, reject) => {
        get(`${url}/echo`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(String(response.headers['x-target'])));
        }).on('error', reject);
      });
    // A new connection for each request: they alternate.
    expect([await targetOf(false), await targetOf(false), await targetOf(false)]).toEqual(['a', 'b', 'a']);
    // One kept-alive connection: every request on it goes where the connection went.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect([await targetOf(agent), await targetOf(agent), await targetOf(agent)]).toEqual(['b', 'b', 'b']);
    agent.destroy();
    expect(proxy.counts()).toEqual([2, 2]);
  });

  it('answers 502 when a target is down', async () => {
    proxy = await startRoundRobinProxy({ targets: ['http://127.0.0.1:1'] });
    expect((await fetch(`${proxy.url}/`)).status).toBe(502);
  });
});
