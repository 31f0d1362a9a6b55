import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';
import { collectStartUpGarbage } from './start-up-garbage';

const moduleUrl = new URL('./start-up-garbage.ts', import.meta.url).href;

/**
 * A process started as the server is builds about 150 MB that outlives several scavenges (so it sits
 * in the old generation, as the rows a catalogue snapshot is built from do), drops it, and prints its
 * heap's size before and after the call.
 */
const script = `
const { collectStartUpGarbage } = await import(${JSON.stringify(moduleUrl)});
let rows = [];
for (let i = 0; i < 600_000; i++) rows.push({ id: 'c' + i, title: 'Class number ' + i, tags: ['ballet', String(i % 50)] });
rows = null;
const before = process.memoryUsage().heapTotal;
const collected = collectStartUpGarbage();
const after = process.memoryUsage().heapTotal;
console.log(JSON.stringify({ collected, before, after }));
`;

describe('collectStartUpGarbage', () => {
  it("gives back the old generation's garbage in a process started with the server's flags", () => {
    const output = execFileSync(
      process.execPath,
      [...SERVER_NODE_FLAGS, '--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: fileURLToPath(new URL('.', import.meta.url)), encoding: 'utf8' },
    );
    const { collected, before, after } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
    expect(collected).toBe(true);
    const megabytes = (bytes: number) => bytes / 1024 / 1024;
    expect(megabytes(before)).toBeGreaterThan(100);
    expect(megabytes(before - after)).toBeGreaterThan(80);
  });

  it('does nothing in a process started without --expose-gc', () => {
    expect(collectStartUpGarbage(undefined)).toBe(false);
  });
});
