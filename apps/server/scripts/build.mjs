// Compiles the server for `npm start`: its entry points (the server, the admin CLI, the job worker)
// bundled with the workspace packages they import (@releve/contracts, @releve/db: TypeScript sources)
// into apps/server/dist as plain JavaScript. npm packages stay outside the bundle, loaded from
// node_modules as usual (several ship WebAssembly or native files found next to their own code).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const manifest = (folder) =>
  JSON.parse(readFileSync(new URL(`../../../${folder}/package.json`, import.meta.url), 'utf8'));
const external = new Set();
for (const folder of ['apps/server', 'packages/db', 'packages/contracts']) {
  for (const name of Object.keys(manifest(folder).dependencies ?? {})) {
    if (!name.startsWith('@releve/')) external.add(name);
  }
}

const started = Date.now();
await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    worker: 'src/jobs/worker-main.ts',
    // The PDF reader's thread (decision 043): pdf-pages.ts starts it from this file beside its chunk.
    'pdf-pages-worker': 'src/modules/resources/pdf/pdf-pages.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  // Each package's subpaths too (drizzle-orm/pglite, @electric-sql/pglite/contrib/...).
  external: [...external].flatMap((name) => [name, `${name}/*`]),
  // A CommonJS dependency bundled by way of a workspace package may still call require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`Server compiled to apps/server/dist in ${Date.now() - started} ms`);
