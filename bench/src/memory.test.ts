import { describe, expect, it } from 'vitest';
import { settledRssBytes } from './memory';

describe('settled resident memory', () => {
  it('waits until the memory a start-up borrowed has been given back', async () => {
    const falling = [800, 700, 550, 400, 320, 301, 300, 300, 300, 300, 300, 300];
    let call = 0;
    const read = () => falling[Math.min(call++, falling.length - 1)];
    const settled = await settledRssBytes(1, { intervalMs: 5, windowMs: 20, maxMs: 5_000, read });
    expect(settled).toBe(300);
  });

  it('gives the last reading when it never settles, and nothing for a process that is gone', async () => {
    let bytes = 100;
    const growing = () => (bytes *= 1.5);
    expect(await settledRssBytes(1, { intervalMs: 5, windowMs: 20, maxMs: 60, read: growing })).toBe(bytes);
    expect(await settledRssBytes(1, { read: () => undefined })).toBeUndefined();
  });
});
