import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Issue 12, item 7: a client that trickles its request is cut off (a real socket, a listening server). */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Writes `first`, then a byte every 200 ms; answers what the server said and when the socket closed. */
function trickle(first: string, next: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(first));
    let answer = '';
    const timer = setInterval(() => socket.writable && socket.write(next), 200);
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    // Far past both limits: the test fails here rather than hanging if nothing cuts the client off.
    setTimeout(() => socket.destroy(), 15_000).unref();
  });
}

describe('slow clients', () => {
  it('are cut off when their headers trickle', async () => {
    const { answer, closedAfterMs } = await trickle('GET /api/ping HTTP/1.1\r\nHost: x\r\n', 'X-a: b\r\n');
    expect(closedAfterMs).toBeLessThan(5000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('are cut off when their body trickles', async () => {
    const { answer, closedAfterMs } = await trickle(
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":"',
      'a',
    );
    expect(closedAfterMs).toBeLessThan(6000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
