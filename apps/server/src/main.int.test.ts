import { describe, expect, it } from 'vitest';
import { spawnServer } from './testing/spawn-server';

describe('the server process', () => {
  it('listens on PORT with its data in DATA_DIR, and shuts down cleanly on SIGTERM', async () => {
    const server = await spawnServer({ stubWebIfMissing: true });
    try {
      expect(new URL(server.url).hostname).toBe('127.0.0.1');
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start with a bad environment, listing every bad key', async () => {
    const error = await spawnServer({
      stubWebIfMissing: true,
      env: { LOG_LEVEL: 'loud', TRUST_PROXY: 'perhaps' },
    }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('The server exited before it was healthy (exit code 1)');
    expect(message).toContain('Invalid environment:');
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('TRUST_PROXY');
  });

  it('refuses to start when the default site config is invalid', async () => {
    const error = await spawnServer({
      stubWebIfMissing: true,
      env: { DEFAULT_CONFIG_SOURCE: 'brokencf' },
      configs: { brokencf: { id: 'brokencf', siteName: 'X', unknownKey: true } },
    }).catch((e: Error) => e);
    expect((error as Error).message).toContain('Default site config "brokencf" is invalid');
    expect((error as Error).message).toContain('unknownKey');
  });
});
