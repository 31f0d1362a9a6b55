// `npm run dev`: the web app built again on every change of its sources and the server restarted on
// every change of its own or of that build, so the whole site, the studio console included, is at
// http://localhost:3000 (Vite's own dev server cannot show the console: the server serves its pages to
// staff alone, decision 037). The demo studio is seeded into an empty database unless DEMO_STUDIO says
// otherwise, so its accounts (the owner admin@demo.releve.test) can sign in.
//
// The build goes to .cache/dev-web/dist, not apps/web/dist: `npm run build` (which `npm start` and the
// browser tests serve) is left alone, and with no server render beside it (dist-ssr) every page is drawn
// by the browser from the sources just built, never from an older render.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(root, '.cache/dev-web/dist');

let server;
let stopping;
/** Starts the server (Node's watch mode restarts it when its own sources change). */
function startServer() {
  server = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: webDist, DEMO_STUDIO: process.env.DEMO_STUDIO ?? 'true' },
  });
}
/** Stops the server and waits for it to have closed (PGlite's data folder is one process's at a time). */
function stopServer() {
  if (!server || server.exitCode !== null) return Promise.resolve();
  stopping ??= new Promise((resolve) => {
    server.once('exit', () => {
      stopping = undefined;
      resolve();
    });
    server.kill('SIGTERM');
  });
  return stopping;
}

// The server reads the build's index.html and chunk lists when it starts: a new build, a new start.
let restarting = Promise.resolve();
const restartServer = () => {
  restarting = restarting.then(async () => {
    await stopServer();
    startServer();
  });
};

console.log(`  Building the web app into ${path.relative(root, webDist)} (again on every change)...`);
const watcher = await build({
  configFile: path.join(root, 'apps/web/vite.config.ts'),
  root: path.join(root, 'apps/web'),
  mode: 'development',
  logLevel: 'warn',
  build: { outDir: webDist, emptyOutDir: true, minify: false, watch: {} },
});
watcher.on('event', (event) => {
  if (event.code === 'END') {
    console.log(
      `  Web app built (${new Date().toLocaleTimeString()}); ${server ? 'restarting' : 'starting'} the server.`,
    );
    restartServer();
  }
  if (event.code === 'ERROR') console.error(event.error);
  // Each build's result holds resources until closed (Rollup's watch API).
  if ('result' in event) event.result?.close?.();
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await watcher.close();
    await stopServer();
    process.exit(0);
  });
}
