import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { STUDIO_CONSOLE_ID } from '@releve/contracts/studio-console';
import react from '@vitejs/plugin-react';
import { type ConfigEnv, defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The browser's build; not the server render's (`vite build --ssr`, decision 018). */
const browserBuild = (_config: unknown, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/** Where the PDF viewer finds pdf.js's standard fonts (Helvetica and the other 13), unhashed by name. */
const PDFJS_STANDARD_FONTS = 'pdfjs/standard_fonts/';

/**
 * Copies pdf.js's standard fonts into the build: a PDF that names Helvetica without embedding it
 * (the demo's resources) is then drawn with the right glyphs and spacing, from our own server.
 */
function pdfjsStandardFonts(): Plugin {
  const fontsDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  );
  return {
    name: 'pdfjs-standard-fonts',
    apply: browserBuild,
    generateBundle() {
      for (const file of readdirSync(fontsDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `${PDFJS_STANDARD_FONTS}${file}`,
          source: readFileSync(path.join(fontsDir, file)),
        });
      }
    },
  };
}

/** The app's start (main.tsx imports it once the page has painted, decision 018). */
const START_MODULE = path.resolve(import.meta.dirname, 'src/app/start.tsx');

/**
 * The chunks every page loads before anything else: the entry and what it imports, and the app's start
 * chunk and what that imports. Found once the bundle is written. Every lazy page needs them too, but
 * they are loaded already: listing them again among each lazy import's preloads only made the start
 * chunk longer (each lazy import's list sits in it).
 */
const initialChunks = new Set<string>();
/** The entry's chunks alone: the start chunk's own preloads leave out these, and only these. */
const entryChunks = new Set<string>();
function findInitialChunks(): Plugin {
  return {
    name: 'find-initial-chunks',
    apply: browserBuild,
    buildStart() {
      initialChunks.clear();
      entryChunks.clear();
    },
    generateBundle(_options, bundle) {
      const visit = (fileName: string, found: Set<string>) => {
        const chunk = bundle[fileName];
        if (found.has(fileName) || chunk?.type !== 'chunk') return;
        found.add(fileName);
        for (const imported of chunk.imports) visit(imported, found);
      };
      const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName, entryChunks);
      for (const chunk of chunks)
        if (chunk.isEntry || chunk.facadeModuleId === START_MODULE) visit(chunk.fileName, initialChunks);
      // Their style sheets are loaded too (the page's head links them).
      for (const name of [...initialChunks]) {
        const chunk = bundle[name];
        if (chunk?.type === 'chunk')
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) initialChunks.add(sheet);
      }
    },
  };
}

/** Where the web app plugin of the server finds each page's preloads (decision 016). */
const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * Writes `page-preloads.json`: for start-up (the translations and the config loader, which boot
 * imports lazily) and for each route of `app/route-modules.ts`, the chunks and style sheets its lazy
 * import loads, less those `index.html` loads already. The server names them in the page's head, so
 * the browser fetches them with the first script rather than one import after another.
 */
function pagePreloads(): Plugin {
  const srcDir = path.resolve(import.meta.dirname, 'src');
  const lazyRoots = (): Record<string, string> => {
    const routeModules = readFileSync(path.join(srcDir, 'app/route-modules.ts'), 'utf8');
    const roots: Record<string, string> = {
      'boot:start': path.join(srcDir, 'app/start.tsx'),
      'boot:i18n': path.join(srcDir, 'i18n/index.ts'),
      'boot:config': path.join(srcDir, 'features/config/load-config.ts'),
      // The studio console (decision 037), which the server links in the pages it serves to staff:
      // its script first (the page names it for the router), then what it imports.
      [STUDIO_CONSOLE_ID]: path.join(srcDir, 'features/studio/routes/StudioConsole.tsx'),
    };
    for (const [, id, target] of routeModules.matchAll(/'?([\w-]+)'?: \(\) => import\('([^']+)'\)/g)) {
      roots[id as string] = path.join(srcDir, 'app', `${target}.tsx`);
    }
    return roots;
  };
  return {
    name: 'page-preloads',
    apply: browserBuild,
    generateBundle(_options, bundle) {
      const byModule = new Map<string, string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.facadeModuleId)
          byModule.set(chunk.facadeModuleId, chunk.fileName);
      }
      const filesOf = (fileName: string, loadedAlready: Set<string>) => {
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (name: string) => {
          const chunk = bundle[name];
          if (js.has(name) || chunk?.type !== 'chunk') return;
          if (!loadedAlready.has(name)) js.add(name);
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(fileName);
        return { js: [...js].map((file) => `/${file}`), css: [...css].map((file) => `/${file}`) };
      };
      const preloads: Record<string, { js: string[]; css: string[] }> = {};
      const roots = lazyRoots();
      for (const [id, source] of Object.entries(roots)) {
        const fileName = byModule.get(source);
        if (fileName) preloads[id] = filesOf(fileName, id === 'boot:start' ? entryChunks : initialChunks);
      }
      consoleOnlyFiles = consoleOnly(bundle, byModule.get(roots[STUDIO_CONSOLE_ID] ?? ''));
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

/** The build's files only the studio console loads (its chunk and what only it imports), once known. */
let consoleOnlyFiles = new Set<string>();

/**
 * The chunks and style sheets reached from the studio console's chunk (imports and lazy imports) that
 * nothing a member loads reaches: the entry, its preloads and every lazy import from there, the
 * console's chunk left out (the router names it for staff alone).
 */
function consoleOnly(bundle: Rollup.OutputBundle, consoleChunk: string | undefined): Set<string> {
  if (!consoleChunk) return new Set();
  const reach = (roots: string[], stopAt?: string) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle[name];
      if (seen.has(name) || name === stopAt || chunk?.type !== 'chunk') return;
      seen.add(name);
      for (const sheet of chunk.viteMetadata?.importedCss ?? []) seen.add(sheet);
      for (const imported of [...chunk.imports, ...chunk.dynamicImports]) visit(imported);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const entries = Object.values(bundle).flatMap((chunk) =>
    chunk.type === 'chunk' && chunk.isEntry ? [chunk.fileName] : [],
  );
  const members = reach(entries, consoleChunk);
  return new Set([...reach([consoleChunk])].filter((file) => !members.has(file)));
}

/**
 * The service worker (decision 064): `src/sw/service-worker.ts`, built by Workbox's injectManifest
 * into `/sw.js` with the list of the build's scripts and styles to keep. The app registers it itself
 * after the first paint (`lib/register-service-worker.ts`); the manifest is the server's, from the
 * site config.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // The app's scripts and styles and its shell; not the PDF viewer's fonts, nor pictures.
      globPatterns: ['index.html', 'assets/*.{js,css}'],
      // Members' pages offline: the studio console's files are staff's, loaded online (decision 064).
      manifestTransforms: [
        async (entries) => ({ manifest: entries.filter((entry) => !consoleOnlyFiles.has(entry.url)) }),
      ],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      rollupFormat: 'es',
    },
    outDir: 'dist',
  });

export default defineConfig({
  plugins: [react(), pdfjsStandardFonts(), findInitialChunks(), pagePreloads(), serviceWorker()],
  // Features meet through their index.ts. package.json says only CSS files have side effects
  // (`sideEffects`), so importing an index brings in what the importer uses and nothing else: without
  // it, the re-exported catalogue API calls pulled zod into the first script (128 KB instead of 95 KB).
  build: {
    target: 'es2022',
    // The size budget is checked on the gzip of what `/` loads first (scripts/check-size.mjs).
    reportCompressedSize: false,
    modulePreload: {
      // Every browser the app supports (es2022) knows modulepreload: no polyfill in the first script.
      polyfill: false,
      // index.html keeps its preloads; a lazy chunk's list leaves out what index.html preloads already.
      // The entry's import of the start chunk keeps its style sheets, which nothing else may have
      // linked (a page the server answers without preloads); the scripts come as its imports.
      resolveDependencies: (_filename, dependencies, { hostId, hostType }) =>
        hostType === 'html'
          ? dependencies
          : dependencies.filter(
              (file) => !initialChunks.has(file) || (entryChunks.has(hostId) && file.endsWith('.css')),
            ),
    },
    rolldownOptions: {
      // The first script lists every lazy chunk's file name (its preload map), so short names keep
      // it small: a chunk is its content hash alone (source maps and the build log still name it),
      // 7 characters (42 bits: no two of a few hundred chunks meet; the fewest rolldown allows here),
      // which saved 0.2 KB gzip across ~190 names. Style sheets too: every lazy import's list names
      // the ones it needs.
      output: {
        chunkFileNames: 'assets/[hash:7].js',
        // React, React DOM and the scheduler stay one chunk, as the first scripts load them. The
        // console (an entry of its own, decision 037) imports React DOM too through dnd-kit (its
        // announcements are a portal); left to itself, rolldown then gave React a chunk of its own,
        // one more first script: 640 bytes gzip over the budget (decision 042).
        advancedChunks: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
        assetFileNames: ({ names }) =>
          names.some((name) => name.endsWith('.css'))
            ? 'assets/[hash:7][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});
