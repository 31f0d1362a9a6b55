import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@releve/db';
import { buildApp } from './app';
import { EnvError, loadEnv } from './config/env';
import { SiteConfigError, SiteConfigs } from './config/site-configs';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const env = loadEnv();
  // Fail at start-up, not on a visitor's first request, when the studio's config is broken.
  await new SiteConfigs(env).defaultConfig();

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.join(env.DATA_DIR, 'pglite'),
  });
  await database.migrate();

  const app = await buildApp({ env, database, webDist: env.WEB_DIST ?? defaultWebDist });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: env.HOST, port: env.PORT });
  const shown = address.replace('127.0.0.1', 'localhost');
  app.log.info({ address, database: database.kind }, 'Relevé is running');
  if (process.stdout.isTTY || env.NODE_ENV !== 'test') {
    console.log(
      `\n  Relevé is running at ${shown}  (database: ${database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'})\n`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof SiteConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
