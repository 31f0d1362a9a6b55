import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/spawn-server';
import { MINIMUM_NODE, unsupportedNodeMessage } from './node-version';

describe('unsupportedNodeMessage', () => {
  it('turns down a Node.js older than 22.12 in one line naming the version to install', () => {
    expect(unsupportedNodeMessage('v20.20.2')).toBe(
      'Relevé needs Node.js 22.12 or newer and this is Node.js 20.20.2: install Node.js 24 LTS ' +
        '(npm run setup puts it in node_modules/.bin, where npm start finds it).',
    );
    expect(unsupportedNodeMessage('v22.11.0')).toContain('this is Node.js 22.11.0');
    expect(unsupportedNodeMessage('v18.19.1')).toContain('this is Node.js 18.19.1');
    expect(unsupportedNodeMessage('v8.17.0')).toContain('this is Node.js 8.17.0');
  });

  it('accepts 22.12 and newer', () => {
    for (const version of ['v22.12.0', 'v22.21.1', 'v23.0.0', 'v24.0.0', 'v24.21.0', 'v26.1.0', '24.21.0']) {
      expect(unsupportedNodeMessage(version), version).toBeUndefined();
    }
  });

  it('asks for what the root package.json engines say', () => {
    const { engines } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    expect(engines.node).toBe(`>=${MINIMUM_NODE.major}.${MINIMUM_NODE.minor}`);
  });

  it('passes the Node.js these tests run on (npm run puts node_modules/.bin/node first)', () => {
    expect(unsupportedNodeMessage(process.version)).toBeUndefined();
    const bundled = path.join(repoRoot, 'node_modules/.bin/node');
    if (existsSync(bundled)) {
      expect(process.version).toBe(execFileSync(bundled, ['--version'], { encoding: 'utf8' }).trim());
    }
  });
});

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Exit> {
  // Killed if it goes on: a server that did not stop would otherwise outlive the test.
  const child = spawn(command, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 20_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** A `node` of the machine (outside node_modules) older than Relevé supports, as a server might meet. */
function oldNodeOnPath(): { node: string; version: string } | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const node = path.join(dir, 'node');
    if (!dir || dir.includes('node_modules') || !existsSync(node)) continue;
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
    if (unsupportedNodeMessage(version)) return { node, version };
  }
  return undefined;
}

const tempDirs: string[] = [];
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('starting on a Node.js that is too old', () => {
  it('stops at once with exit code 1 and the one line on standard error', async () => {
    const script = [
      "import { exitOnUnsupportedNode } from './apps/server/src/runtime/node-version.ts';",
      "exitOnUnsupportedNode('v20.19.0');",
      "console.log('went on');",
    ].join('\n');
    const exit = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    expect(exit).toEqual({ code: 1, stdout: '', stderr: `${unsupportedNodeMessage('v20.19.0')}\n` });
  });

  const old = oldNodeOnPath();
  it.skipIf(!old)(
    `the server on the machine's own Node.js (${old?.version ?? 'none older than 22.12 here'}) prints only that line`,
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'releve-old-node-'));
      tempDirs.push(dataDir);
      const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const exit = await run(old!.node, ['--import', 'tsx', 'apps/server/src/main.ts'], env);
      expect(exit).toEqual({ code: 1, stdout: '', stderr: `${unsupportedNodeMessage(old!.version)}\n` });
      // Nothing ran before the check: no database, no pid file, no secrets.
      expect(readdirSync(dataDir)).toEqual([]);
    },
    30_000,
  );
});
