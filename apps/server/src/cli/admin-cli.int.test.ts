import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '@releve/db/testing/template';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { repoRoot, spawnServer } from '../testing/spawn-server';

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

const tempDirs: string[] = [];
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'releve-cli-'));
  tempDirs.push(dir);
  return path.join(dir, 'data');
}

/** Runs `npm run admin -- ...args` the way npm does, on PGlite unless databaseUrl is given. */
function runCli(args: string[], dataDir: string, databaseUrl?: string): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
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

/** The pid of a process that has just ended: what a killed server leaves in its pid file. */
function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  return new Promise((resolve) => child.once('exit', () => resolve(child.pid ?? 0)));
}

function writePidFile(dataDir: string, pid: number) {
  mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
  writeFileSync(path.join(dataDir, 'pglite', 'server.pid'), `${pid}\n`);
}

const paidUntil = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
function writeMembersCsv(dataDir: string, moreRows = ''): string {
  const file = path.join(path.dirname(dataDir), 'members.csv');
  writeFileSync(
    file,
    `email,first_name,last_name,product,paid_until\nana@example.test,Ana,Pavlova,on-demand,${paidUntil}\n${moreRows}`,
  );
  return file;
}

const busy = (pid: number, dataDir: string) =>
  `The server is running on ${path.join(dataDir, 'pglite')} (pid ${pid}); stop it first, or use PostgreSQL\n`;

describe('npm run admin', () => {
  it('answers a bad command line with exit code 1 and a message on stderr', async () => {
    const result = await runCli(['grant', 'ana@example.test', 'gold', '30'], tempDataDir());
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('The product must be on-demand or live, not "gold"');
    const badClass = await runCli(['attach-recording', 'first', 'abc123'], tempDataDir());
    expect(badClass).toMatchObject({ code: 1, stdout: '' });
    expect(badClass.stderr).toContain('class id must be a whole number from 1 to 2147483647, not "first"');
  });

  it("takes `insights rebuild` only (the rebuild's rows: insights-rollup.int.test.ts)", async () => {
    const bad = await runCli(['insights', 'refresh'], tempDataDir());
    expect(bad).toMatchObject({ code: 1, stdout: '' });
    expect(bad.stderr).toContain('Usage: npm run admin -- insights rebuild');
  });

  it('refuses to open PGlite while the pid file names a live process', async () => {
    const dataDir = tempDataDir();
    writePidFile(dataDir, process.pid);
    const result = await runCli(['make-admin', 'ana@example.test'], dataDir);
    expect(result).toEqual({ code: 1, stdout: '', stderr: busy(process.pid, dataDir) });
    expect(readdirSync(path.join(dataDir, 'pglite'))).toEqual(['server.pid']);
  });

  it('is kept out while the server runs, and works once it has stopped (a stale pid file is ignored)', async () => {
    const adminUrl = process.env.DATABASE_URL;
    // The lock is PGlite's: this server must run on PGlite whatever the suite runs on.
    delete process.env.DATABASE_URL;
    const server = await spawnServer({ stubWebIfMissing: true }).finally(() => {
      if (adminUrl) process.env.DATABASE_URL = adminUrl;
    });
    try {
      const pidFile = path.join(server.dataDir, 'pglite', 'server.pid');
      // The pid, where it means that process (decision 060), and the holder's own token.
      expect(readFileSync(pidFile, 'utf8')).toMatch(
        new RegExp(`^${server.pid}\\n.+ pid:\\[\\d+\\]\\n[0-9a-f-]{36}\\n$`),
      );
      expect(await runCli(['make-admin', 'ana@example.test'], server.dataDir)).toEqual({
        code: 1,
        stdout: '',
        stderr: busy(server.pid, server.dataDir),
      });

      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited).toBe(0);
      expect(existsSync(pidFile)).toBe(false);

      writePidFile(server.dataDir, await deadPid());
      const imported = await runCli(['import-members', writeMembersCsv(server.dataDir)], server.dataDir);
      expect(imported).toMatchObject({ code: 0, stderr: '' });
      expect(imported.stdout).toContain('Imported 1 member from');
      const file = writeMembersCsv(server.dataDir, 'bea@example.test,Bea,,gold,2030-01-01\n');
      const again = await runCli(['import-members', file], server.dataDir);
      expect(again).toEqual({
        code: 1,
        stdout: '',
        stderr: [
          `Imported 0 members from ${file} (0 on-demand, 0 live, 0 without a product).`,
          'Skipped 1 row already known:',
          '  line 2: ana@example.test has an account already',
          'Not imported, 1 bad row:',
          '  line 3: product must be on-demand, live or empty, not "gold"',
          '',
        ].join('\n'),
      });
      const granted = await runCli(
        ['grant', 'ana@example.test', 'live', '30', '--recurring'],
        server.dataDir,
      );
      expect(granted).toMatchObject({ code: 0, stderr: '' });
      expect(granted.stdout).toMatch(
        /^Granted live to ana@example.test for 30 days, recurring, until \d{4}-/,
      );
      const unknown = await runCli(['day-passes', 'nobody@example.test', '3'], server.dataDir);
      expect(unknown).toEqual({
        code: 1,
        stdout: '',
        stderr: 'No account has the e-mail nobody@example.test\n',
      });
      const noClass = await runCli(['attach-recording', '999', 'abc123'], server.dataDir);
      expect(noClass).toEqual({ code: 1, stdout: '', stderr: 'Class not found\n' });
    } finally {
      await server.stop();
    }
  }, 120_000);

  it.runIf(process.env.DATABASE_URL)(
    'needs no lock on PostgreSQL',
    async () => {
      const template = inject('dbTemplate');
      if (template.kind !== 'postgres') throw new Error('expected the PostgreSQL template');
      const database = await createPostgresDatabase(template.adminUrl, template.name, 'cli');
      try {
        const dataDir = tempDataDir();
        writePidFile(dataDir, process.pid);
        const result = await runCli(['import-members', writeMembersCsv(dataDir)], dataDir, database.url);
        expect(result).toMatchObject({ code: 0, stderr: '' });
        expect(result.stdout).toContain('Imported 1 member from');
      } finally {
        await database.drop();
      }
    },
    60_000,
  );
});
