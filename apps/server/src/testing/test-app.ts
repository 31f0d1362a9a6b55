import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Database } from '@releve/db';
import { createTestDatabase } from '@releve/db/testing';
import { type App, type AppDependencies, buildApp } from '../app';
import { loadEnv } from '../config/env';

export interface TestApp {
  app: App;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** A hashed asset the fake web build holds, to check its caching. */
export const testAsset = '/assets/index-abc123.js';

/**
 * The real server on a database of its own, with a stand-in web build (index.html and
 * one asset) so server behaviour is tested without building the SPA.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  { mailer }: Pick<AppDependencies, 'mailer'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'releve-int-'));
  const webDist = path.join(dataDir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, testAsset), 'console.log(1)');
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  const database = await createTestDatabase('server');
  const env = loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...envOverrides });
  const app = await buildApp({ env, database, webDist, logger: false, mailer });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Writes a site config into the test's data folder, where the server looks first. */
export function writeSiteConfig(dataDir: string, id: string, body: string | object) {
  mkdirSync(path.join(dataDir, 'configs'), { recursive: true });
  writeFileSync(
    path.join(dataDir, 'configs', `${id}.json`),
    typeof body === 'string' ? body : JSON.stringify(body),
  );
}

/**
 * A second server on `database` whose info log lines are kept in `lines` (a test app's data folder
 * and web build lend it theirs), for tests that read what the server logs.
 */
export async function buildLoggingApp(t: TestApp, database: Database, lines: string[]): Promise<App> {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({
    env: loadEnv({ LOG_LEVEL: 'info', DATA_DIR: t.dataDir }),
    database,
    webDist: path.join(t.dataDir, 'web'),
    logger: { level: 'info', stream },
  });
  await app.ready();
  return app;
}
