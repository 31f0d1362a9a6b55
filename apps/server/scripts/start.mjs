// `npm start`: the compiled server (scripts/build.mjs, run by `npm run build`), in this process.
import { existsSync } from 'node:fs';

const entry = new URL(`../dist/${process.argv[2] ?? 'main'}.js`, import.meta.url);
if (!existsSync(entry)) {
  console.error(
    'Relevé is not built yet: run `npm run build` first (it compiles the server and the web app).',
  );
  process.exit(1);
}
await import(entry.href);
